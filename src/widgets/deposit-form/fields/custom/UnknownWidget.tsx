import { useId } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { FormField } from '../../../../ui/semantic/Form';
import { commonSettings, type CustomFieldWidgetProps } from './customFieldWidgetProps';

export interface UnknownWidgetProps extends CustomFieldWidgetProps {
  /** The config's `ui_widget` that names no widget of the form nor of the host. */
  widget: string;
}

/**
 * A field whose `ui_widget` the form does not know (a widget the instance built for its own
 * InvenioRDM pages, say): shown by its label with what is wrong, not editable, its value
 * kept as the server sent it. A guessed text input could garble a number, a list or an object.
 */
export const UnknownWidget = ({ name, props, widget }: UnknownWidgetProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormField className="rdm-unknown-widget" data-field={name}>
      <label htmlFor={id}>{commonSettings(name, props).label}</label>
      <input id={id} disabled aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="rdm-field-hint">
        {t('This field cannot be edited here: no widget is named “{{widget}}”.', { widget })}
      </p>
    </FormField>
  );
};
