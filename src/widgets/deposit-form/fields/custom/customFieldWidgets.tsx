import type { ComponentType } from 'react';
import { asText } from '../../../../core/serializer/jsonReaders';
import { TextField } from '../../../../ui/fields';
import { ComingSoonField } from '../ComingSoonField';
import type { CustomFieldWidgetMap, CustomFieldWidgetProps } from './customFieldWidgetProps';
import { ImprintField } from './ImprintField';
import { JournalField } from './JournalField';
import { MeetingField } from './MeetingField';
import { ThesisField } from './ThesisField';

/** A single text custom field; the label falls back to the field's key so it is never empty. */
const PlainTextField = ({
  name,
  props,
  multiline = false,
}: CustomFieldWidgetProps & {
  multiline?: boolean;
}) => (
  <TextField
    name={name}
    label={asText(props.label) || name.replace(/^custom_fields\./, '')}
    hint={asText(props.description) || undefined}
    multiline={multiline}
  />
);

const TextAreaField = (props: CustomFieldWidgetProps) => <PlainTextField {...props} multiline />;

const ComingSoonWidget = ({ name, props }: CustomFieldWidgetProps) => (
  <ComingSoonField label={asText(props.label) || name.replace(/^custom_fields\./, '')} />
);

/** The widgets by the `ui_widget` names InvenioRDM's config uses. */
const WIDGETS: Readonly<Record<string, ComponentType<CustomFieldWidgetProps>>> = {
  ImprintField,
  JournalField,
  MeetingField,
  ThesisField,
  ComingSoon: ComingSoonWidget,
  ComingSoonField: ComingSoonWidget,
  Input: PlainTextField,
  TextArea: TextAreaField,
};

/** The bundle widgets by their `custom_fields` key. */
const BUNDLE_WIDGETS: Readonly<Record<string, ComponentType<CustomFieldWidgetProps>>> = {
  'imprint:imprint': ImprintField,
  'journal:journal': JournalField,
  'meeting:meeting': MeetingField,
  'thesis:thesis': ThesisField,
};

/**
 * The widget for a config entry. An unknown widget name gets a plain text field, except for a
 * known bundle: its value is an object a single text input could not edit, so it keeps the
 * bundle's own widget.
 */
export const customFieldWidget = (
  widget: string,
  field: string,
  hostWidgets: CustomFieldWidgetMap = {},
): ComponentType<CustomFieldWidgetProps> =>
  (Object.hasOwn(hostWidgets, widget) ? hostWidgets[widget] : undefined) ??
  (Object.hasOwn(WIDGETS, widget) ? WIDGETS[widget] : undefined) ??
  (Object.hasOwn(BUNDLE_WIDGETS, field) ? BUNDLE_WIDGETS[field] : undefined) ??
  PlainTextField;
