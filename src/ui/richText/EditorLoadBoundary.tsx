import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ErrorBoundary } from '../ErrorBoundary';
import type { TextEditorProps } from './TextEditor';

/**
 * The sanitiser (and DOMPurify) loads with the editor, or with this fallback: a form whose
 * editor works never loads it twice, and the page's first load carries neither.
 */
const loadSanitizer = async () => (await import('./sanitizeHtml')).sanitizeHtml;

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
  useEffect(() => {
    // Loaded before the user leaves the box; a failure here is retried then.
    loadSanitizer().catch(() => undefined);
  }, []);
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
        // leaving a clean text is no change. Without the sanitiser (the network is down) the
        // text stays as typed: the repository cleans what it stores.
        onBlur={() => {
          loadSanitizer().then(
            (sanitizeHtml) => {
              const clean = sanitizeHtml(value);
              if (clean !== value) onChange(clean);
            },
            () => undefined,
          );
        }}
      />
      <p id={hintId} className="rdm-field-hint">
        {t('The text editor could not be loaded: this box takes the text as HTML.')}
      </p>
    </>
  );
};
