import { describedBy, FieldMessages } from '../../../../ui/fields';
import { RichTextEditor } from '../../../../ui/richText/RichTextEditor';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';
import { useCustomField } from './useCustomField';

/**
 * InvenioRDM's `RichInput`: HTML edited with the form's rich-text editor (sanitised as it
 * writes). The config's `editorConfig` is for InvenioRDM's own editor and is not read.
 */
export const RichInputWidget = ({ name, props }: CustomFieldWidgetProps) => {
  const { settings, value, error, setValue, id, messages } = useCustomField(name, props);
  return (
    <div className={error ? 'field error' : 'field'} data-field={name}>
      <RichTextEditor
        id={id}
        label={settings.label}
        value={typeof value === 'string' ? value : ''}
        onChange={setValue}
        disabled={settings.disabled}
        describedBy={describedBy(messages)}
      />
      <FieldMessages {...messages} />
    </div>
  );
};
