import type { ComponentType } from 'react';
import type { JsonObject } from '../../../../core/serializer/jsonReaders';

/** What every custom-field widget gets from the section that places it. */
export interface CustomFieldWidgetProps {
  /** The value's Formik path, e.g. `custom_fields.journal:journal`. */
  name: string;
  /** The config's settings for this field. */
  props: JsonObject;
}

/** Widgets by the `ui_widget` name a config gives them. */
export type CustomFieldWidgetMap = Readonly<Record<string, ComponentType<CustomFieldWidgetProps>>>;
