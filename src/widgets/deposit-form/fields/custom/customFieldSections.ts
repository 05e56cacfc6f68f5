import {
  asObject,
  asObjects,
  asText,
  type JsonObject,
} from '../../../../core/serializer/jsonReaders';

/** One field of a custom-fields section, as InvenioRDM prints it in the form's config. */
export interface CustomFieldUi {
  /** The key under `custom_fields`, e.g. `journal:journal`. */
  field: string;
  /** Which widget edits it, e.g. `JournalField`. */
  widget: string;
  /** The widget's settings (label, sub-field labels ...), already translated by the host. */
  props: JsonObject;
}

export interface CustomFieldSection {
  /** The section's heading, already translated by the host. */
  section: string;
  fields: CustomFieldUi[];
}

const readField = (value: JsonObject): CustomFieldUi => ({
  field: asText(value.field),
  widget: asText(value.ui_widget),
  props: asObject(value.props),
});

/**
 * The sections of `config.custom_fields.ui`. The host page may print anything: entries
 * without a field key are dropped, and so are sections left with no field. A section the
 * config keeps off the upload form (`hide_from_upload_form`) is dropped too, as InvenioRDM's
 * deposit view does before it prints the config.
 */
export const readCustomFieldSections = (ui: unknown): CustomFieldSection[] =>
  asObjects(ui)
    .filter((section) => section.hide_from_upload_form !== true)
    .map((section) => ({
      section: asText(section.section),
      fields: asObjects(section.fields)
        .map(readField)
        .filter((field) => field.field !== ''),
    }))
    .filter((section) => section.fields.length > 0);

/** A custom-field section as the form's layout knows it: a stable id, its title, its paths. */
export interface CustomSectionOutline {
  /** `custom-<index>`, in config order. */
  id: string;
  title: string;
  /** The paths in the form, `custom_fields.<field>`. */
  fields: string[];
  /** The config's label of each field that has one, by path. */
  labels: Record<string, string>;
}

/** The outline of each section `readCustomFieldSections` keeps, for navigation and errors. */
export const customSectionsOf = (ui: unknown): CustomSectionOutline[] =>
  readCustomFieldSections(ui).map((section, index) => ({
    id: `custom-${index}`,
    title: section.section,
    fields: section.fields.map(({ field }) => `custom_fields.${field}`),
    labels: Object.fromEntries(
      section.fields
        .map(({ field, props }) => [`custom_fields.${field}`, asText(props.label)])
        .filter(([, label]) => label !== ''),
    ),
  }));
