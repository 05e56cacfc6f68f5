import type { ComponentType } from 'react';
import { asText, type JsonObject } from '../../../../core/serializer/jsonReaders';

/** What every custom-field widget gets from the section that places it. */
export interface CustomFieldWidgetProps {
  /** The value's path in the form, e.g. `custom_fields.journal:journal`. */
  name: string;
  /** The config's settings for this field. */
  props: JsonObject;
}

/**
 * What a host's own widget gets: besides the built-in widgets' props, the value, a way to
 * change it and its error, so that a host edits its field without any of the form's hooks.
 */
export interface HostCustomFieldWidgetProps extends CustomFieldWidgetProps {
  /** The field's value in the form (as the server sent it, or as the widget last set it). */
  value: unknown;
  onChange: (value: unknown) => void;
  /** The message of the field's error from the last check or save, if any. */
  error?: string;
  /** The label to show: `props.label`, else the field's key. */
  label: string;
  /** An id for the widget's input, so that the error summary can focus it. */
  id: string;
}

/** A host's widgets by the `ui_widget` name its config gives them. */
export type CustomFieldWidgetMap = Readonly<
  Record<string, ComponentType<HostCustomFieldWidgetProps>>
>;

/**
 * The settings every InvenioRDM custom-field widget takes. `helpText` and `labelIcon` were
 * `description` and `icon` before InvenioRDM v14; both spellings are read.
 */
export interface CommonFieldSettings {
  label: string;
  hint?: string;
  placeholder?: string;
  required: boolean;
  disabled: boolean;
  /** Not shown, but its value stays in the record. */
  hidden: boolean;
}

/** The common settings of a field's props; the label falls back to its key, never empty. */
export const commonSettings = (name: string, props: JsonObject): CommonFieldSettings => ({
  label: asText(props.label) || name.replace(/^custom_fields\./, ''),
  hint: asText(props.helpText) || asText(props.description) || undefined,
  placeholder: asText(props.placeholder) || undefined,
  required: props.required === true,
  disabled: props.disabled === true,
  hidden: props.hidden === true,
});
