import type { JsonObject } from '../../../../core/serializer/jsonReaders';

/** What every custom-field widget gets from the section that places it. */
export interface CustomFieldWidgetProps {
  /** The value's Formik path, e.g. `custom_fields.journal:journal`. */
  name: string;
  /** The config's settings for this field. */
  props: JsonObject;
}
