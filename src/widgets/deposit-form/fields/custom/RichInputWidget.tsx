import { useCallback, useId } from 'react';
import {
  describedBy,
  errorText,
  FieldMessages,
  useFormActions,
  useFormError,
  useFormValue,
} from '../../../../ui/fields';
import { RichTextEditor } from '../../../../ui/richText';
import { commonSettings, type CustomFieldWidgetProps } from './customFieldWidgetProps';

/**
 * InvenioRDM's `RichInput`: HTML edited with the form's rich-text editor (sanitised as it
 * writes). The config's `editorConfig` is for InvenioRDM's own editor and is not read.
 */
export const RichInputWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { label, hint, disabled } = commonSettings(name, props);
  const value = useFormValue<unknown>(name);
  const error = errorText(useFormError(name));
  const { setFieldValue } = useFormActions();
  const onChange = useCallback((html: string) => setFieldValue(name, html), [name, setFieldValue]);
  const id = useId();
  const messages = { hintId: `${id}-hint`, hint, errorId: `${id}-error`, error };
  return (
    <div className={error ? 'field error' : 'field'} data-field={name}>
      <RichTextEditor
        id={id}
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        disabled={disabled}
        describedBy={describedBy(messages)}
      />
      <FieldMessages {...messages} />
    </div>
  );
};
