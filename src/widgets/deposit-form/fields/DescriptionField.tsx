import { getIn, useFormikContext } from 'formik';
import { memo, useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorRecord } from '../../../core/model';
import { errorText } from '../../../ui/fields';
import { RichTextEditor } from '../../../ui/richText';

const NAME = 'metadata.description';

/** The record's description, as rich text (HTML, sanitised by the editor). */
export const DescriptionField = () => {
  const { values, errors, setFieldValue } = useFormikContext<EditorRecord>();
  const onChange = useCallback((html: string) => void setFieldValue(NAME, html), [setFieldValue]);
  return (
    <DescriptionInput
      value={(getIn(values, NAME) as string | undefined) ?? ''}
      error={errorText(getIn(errors, NAME))}
      onChange={onChange}
    />
  );
};

interface DescriptionInputProps {
  value: string;
  error?: string;
  onChange: (html: string) => void;
}

// Memo: typing in another field hands the same props, so the editor does not re-render.
const DescriptionInput = memo(({ value, error, onChange }: DescriptionInputProps) => {
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
      {error && (
        <div id={`${id}-error`} className="ui pointing basic red label">
          {error}
        </div>
      )}
    </div>
  );
});
