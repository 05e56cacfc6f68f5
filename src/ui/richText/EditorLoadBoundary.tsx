import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../ErrorBoundary';
import { sanitizeHtml } from './sanitizeHtml';
import type { TextEditorProps } from './TextEditor';

/**
 * When the editor's code cannot be loaded (a network failure, a host that did not serve the
 * editor script), the field becomes a plain text area over the same HTML: the user keeps
 * writing, and nothing of the form around it is lost.
 */
export const EditorLoadBoundary = ({
  children,
  ...props
}: TextEditorProps & { children: ReactNode }) => (
  <ErrorBoundary failure="the rich-text editor failed" fallback={<PlainTextFallback {...props} />}>
    {children}
  </ErrorBoundary>
);

const PlainTextFallback = ({ id, value, onChange, disabled, describedBy }: TextEditorProps) => {
  const { t } = useTranslation();
  const hintId = `${id}-plain`;
  return (
    <>
      <textarea
        id={id}
        rows={6}
        value={value}
        disabled={disabled}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        // Kept as typed while typing (a half-written tag is not an error), cleaned on leaving;
        // leaving a clean text is no change.
        onBlur={() => {
          const clean = sanitizeHtml(value);
          if (clean !== value) onChange(clean);
        }}
      />
      <p id={hintId} className="rdm-field-hint">
        {t('The text editor could not be loaded: this box takes the text as HTML.')}
      </p>
    </>
  );
};
