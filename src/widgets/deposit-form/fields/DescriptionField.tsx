import { useCallback, useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import {
  errorText,
  FieldError,
  useFormActions,
  useFormError,
  useFormValue,
} from '../../../ui/fields';
import { RichTextEditor } from '../../../ui/richText/RichTextEditor';

const NAME = 'metadata.description';

/** The record's description, as rich text (HTML, sanitised by the editor). */
export const DescriptionField = () => {
  const value = useFormValue<string | undefined>(NAME);
  const error = useFormError(NAME);
  const { setFieldValue } = useFormActions();
  const onChange = useCallback((html: string) => setFieldValue(NAME, html), [setFieldValue]);
  return <DescriptionInput value={value ?? ''} error={errorText(error)} onChange={onChange} />;
};

interface DescriptionInputProps {
  value: string;
  error?: string;
  onChange: (html: string) => void;
}

const DescriptionInput = ({ value, error, onChange }: DescriptionInputProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={error ? 'field error' : 'field'}>
      <RichTextEditor
        id={id}
        label={t('Description')}
        value={value}
        onChange={onChange}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
};
