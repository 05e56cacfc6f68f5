import { useId } from 'react';
import { errorText, FieldError } from '../../../../ui/fields';
import { RichTextEditor } from '../../../../ui/richText/RichTextEditor';

export interface RowRichTextProps {
  /** The HTML value's path in the form. */
  path: string;
  /** Already translated. */
  label: string;
  value: string | undefined;
  error?: unknown;
  setValue: (path: string, value: unknown) => void;
}

/** A rich-text input of a list row, with its error under it. */
export const RowRichText = ({ path, label, value, error, setValue }: RowRichTextProps) => {
  const id = useId();
  const message = errorText(error);
  return (
    <div className={message ? 'field error' : 'field'}>
      <RichTextEditor
        id={id}
        label={label}
        value={value ?? ''}
        onChange={(html) => setValue(path, html)}
        describedBy={message ? `${id}-error` : undefined}
      />
      {message && <FieldError id={`${id}-error`} message={message} />}
    </div>
  );
};
