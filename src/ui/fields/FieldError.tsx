import { useTranslation } from '../i18n/useTranslation';

export interface FieldErrorProps {
  /** For the input's (or list's) aria-describedby. */
  id?: string;
  /**
   * The validation's English message (a catalog key) or the server's text as is; several
   * (a row whose inputs live in a modal) show in one label, each translated.
   */
  message: string | readonly string[];
  /** Points up at the input above; a list's or a row's own error does not. */
  pointing?: boolean;
  /** A span inside inline content, such as a chip. */
  as?: 'div' | 'span';
}

/** A field's error under it, in the host's language. */
export const FieldError = ({ id, message, pointing = true, as: Tag = 'div' }: FieldErrorProps) => {
  const { t } = useTranslation();
  const messages = typeof message === 'string' ? [message] : message;
  return (
    <Tag id={id} className={pointing ? 'ui pointing basic red label' : 'ui basic red label'}>
      {messages.map((text) => t(text)).join(' ')}
    </Tag>
  );
};
