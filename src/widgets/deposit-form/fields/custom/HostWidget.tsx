import type { ComponentType } from 'react';
import type { CustomFieldWidgetProps, HostCustomFieldWidgetProps } from './customFieldWidgetProps';
import { useCustomField } from './useCustomField';

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
  const { settings, value, error, setValue, id } = useCustomField(name, props);
  return (
    <div className="field rdm-host-field" data-field={name}>
      <Component
        name={name}
        props={props}
        value={value}
        onChange={setValue}
        error={error}
        label={settings.label}
        id={id}
      />
    </div>
  );
};
