import { useCallback, useId, type ComponentType } from 'react';
import { errorText, useFormActions, useFormError, useFormValue } from '../../../../ui/fields';
import {
  commonSettings,
  type CustomFieldWidgetProps,
  type HostCustomFieldWidgetProps,
} from './customFieldWidgetProps';

export interface HostWidgetProps extends CustomFieldWidgetProps {
  /** The host's component, given the field's value and its setter. */
  component: ComponentType<HostCustomFieldWidgetProps>;
}

/**
 * Places a host's own widget: it reads and writes its value through plain props, so the host
 * needs nothing of the form (the standalone bundle's hosts have no access to its hooks).
 * The wrapper carries the field's name, where the error summary looks for the field.
 */
export const HostWidget = ({ component: Component, name, props }: HostWidgetProps) => {
  const value = useFormValue<unknown>(name);
  const error = errorText(useFormError(name));
  const { setFieldValue } = useFormActions();
  const onChange = useCallback(
    (next: unknown) => void setFieldValue(name, next),
    [name, setFieldValue],
  );
  const id = useId();
  return (
    <div className="field rdm-host-field" data-field={name}>
      <Component
        name={name}
        props={props}
        value={value}
        onChange={onChange}
        error={error}
        label={commonSettings(name, props).label}
        id={id}
      />
    </div>
  );
};
