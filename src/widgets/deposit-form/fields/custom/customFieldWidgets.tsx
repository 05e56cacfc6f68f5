import type { ComponentType } from 'react';
import { ComingSoonField } from '../ComingSoonField';
import { AutocompleteDropdownWidget } from './AutocompleteDropdownWidget';
import { BooleanCheckboxWidget } from './BooleanCheckboxWidget';
import {
  commonSettings,
  type CustomFieldWidgetMap,
  type CustomFieldWidgetProps,
} from './customFieldWidgetProps';
import { DropdownWidget } from './DropdownWidget';
import { HostWidget } from './HostWidget';
import { ImprintField } from './ImprintField';
import { JournalField } from './JournalField';
import { MeetingField } from './MeetingField';
import { MultiInputWidget } from './MultiInputWidget';
import { NumberInputWidget } from './NumberInputWidget';
import { RichInputWidget } from './RichInputWidget';
import { InputWidget, TextAreaWidget } from './TextWidgets';
import { ThesisField } from './ThesisField';
import { UnknownWidget } from './UnknownWidget';

const ComingSoonWidget = ({ name, props }: CustomFieldWidgetProps) => (
  <ComingSoonField label={commonSettings(name, props).label} />
);

/**
 * The widgets by the `ui_widget` names InvenioRDM's config uses: react-invenio-forms' generic
 * ones and invenio-rdm-records' bundles (`Imprint` ...; `ImprintField` ... are this library's
 * older names for them).
 */
const WIDGETS: Readonly<Record<string, ComponentType<CustomFieldWidgetProps>>> = {
  Imprint: ImprintField,
  Journal: JournalField,
  Meeting: MeetingField,
  Thesis: ThesisField,
  ImprintField,
  JournalField,
  MeetingField,
  ThesisField,
  ComingSoon: ComingSoonWidget,
  ComingSoonField: ComingSoonWidget,
  Input: InputWidget,
  TextArea: TextAreaWidget,
  RichInput: RichInputWidget,
  NumberInput: NumberInputWidget,
  Dropdown: DropdownWidget,
  AutocompleteDropdown: AutocompleteDropdownWidget,
  BooleanCheckbox: BooleanCheckboxWidget,
  MultiInput: MultiInputWidget,
};

/** The bundle widgets by their `custom_fields` key. */
const BUNDLE_WIDGETS: Readonly<Record<string, ComponentType<CustomFieldWidgetProps>>> = {
  'imprint:imprint': ImprintField,
  'journal:journal': JournalField,
  'meeting:meeting': MeetingField,
  'thesis:thesis': ThesisField,
};

export interface CustomFieldProps {
  /** The config's `ui_widget`. */
  widget: string;
  /** The key under `custom_fields`. */
  field: string;
  /** The config's settings for the field. */
  props: CustomFieldWidgetProps['props'];
  hostWidgets?: CustomFieldWidgetMap;
}

/**
 * One custom field with its widget: the host's own first, then the built-in ones. A known
 * bundle under an unknown widget name keeps the bundle's widget; any other unknown name is
 * said so in place of the field. A hidden field shows nothing and keeps its value.
 */
export const CustomField = ({ widget, field, props, hostWidgets = {} }: CustomFieldProps) => {
  const name = `custom_fields.${field}`;
  if (commonSettings(name, props).hidden) return null;
  const host = Object.hasOwn(hostWidgets, widget) ? hostWidgets[widget] : undefined;
  if (host) return <HostWidget component={host} name={name} props={props} />;
  const Widget =
    (Object.hasOwn(WIDGETS, widget) ? WIDGETS[widget] : undefined) ??
    (Object.hasOwn(BUNDLE_WIDGETS, field) ? BUNDLE_WIDGETS[field] : undefined);
  if (!Widget) return <UnknownWidget name={name} props={props} widget={widget} />;
  return <Widget name={name} props={props} />;
};
