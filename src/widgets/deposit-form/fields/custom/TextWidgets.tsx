import { TextField } from '../../../../ui/fields';
import { commonSettings, type CustomFieldWidgetProps } from './customFieldWidgetProps';

const TextWidget = ({
  name,
  props,
  multiline,
}: CustomFieldWidgetProps & { multiline: boolean }) => {
  const { label, hint, placeholder, required, disabled } = commonSettings(name, props);
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      multiline={multiline}
    />
  );
};

/** InvenioRDM's `Input`: one line of text. */
export const InputWidget = (props: CustomFieldWidgetProps) => (
  <TextWidget {...props} multiline={false} />
);

/** InvenioRDM's `TextArea`: text over several lines. */
export const TextAreaWidget = (props: CustomFieldWidgetProps) => (
  <TextWidget {...props} multiline />
);
