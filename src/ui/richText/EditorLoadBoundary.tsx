import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './sanitizeHtml';
import type { TiptapEditorProps } from './TiptapEditor';

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
}

/** React catches a failed lazy load only in a class component. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('rdm-widgets: the rich-text editor failed:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * When the editor's code cannot be loaded (a network failure, a host that did not serve the
 * editor script), the field becomes a plain text area over the same HTML: the user keeps
 * writing, and nothing of the form around it is lost.
 */
export const EditorLoadBoundary = ({
  children,
  ...props
}: TiptapEditorProps & { children: ReactNode }) => (
  <LoadBoundary fallback={<PlainTextFallback {...props} />}>{children}</LoadBoundary>
);

const PlainTextFallback = ({ id, value, onChange, disabled, describedBy }: TiptapEditorProps) => {
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
        // Kept as typed while typing (a half-written tag is not an error), cleaned on leaving.
        onBlur={() => onChange(sanitizeHtml(value))}
      />
      <p id={hintId} className="rdm-field-hint">
        {t('The text editor could not be loaded: this box takes the text as HTML.')}
      </p>
    </>
  );
};
