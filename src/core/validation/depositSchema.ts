import { array, object, ValidationError } from 'yup';
import type { EditorRecord } from '../model';
import { mapServerErrors, type ErrorMap } from '../serializer';
import { creatibutorSchema } from './creatibutorSchema';
import { embargoSchema } from './embargoSchema';
import {
  additionalDescriptionsSchema,
  additionalTitlesSchema,
  datesSchema,
  edtfDate,
  identifiersSchema,
  referencesSchema,
  relatedWorksSchema,
  rightsSchema,
} from './metadataSchemas';

/**
 * The deposit form's checks (docs/behaviour.md#validation), run on submit only. Errors sit at the
 * same paths as the values (`metadata.creators.2.person_or_org.family_name`). Fields left empty
 * that the server requires on publish (title, creators ...) are the server's to report: a draft may
 * be saved unfinished.
 */
export const depositSchema = object({
  access: object({ embargo: embargoSchema }),
  metadata: object({
    additional_titles: additionalTitlesSchema,
    publication_date: edtfDate(),
    creators: array().of(creatibutorSchema({ roleRequired: false })),
    contributors: array().of(creatibutorSchema({ roleRequired: true })),
    additional_descriptions: additionalDescriptionsSchema,
    rights: rightsSchema,
    dates: datesSchema,
    related_identifiers: relatedWorksSchema,
    references: referencesSchema,
    identifiers: identifiersSchema,
  }),
});

/** Yup writes list positions as `creators[2]`; the form's paths use `creators.2`. */
const dottedPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/**
 * Every error of the record, nested by path like Formik's errors (one text per field); an
 * empty object when the record is valid. For the actions that validate before they run.
 */
export const validateDeposit = async (values: EditorRecord): Promise<ErrorMap> => {
  try {
    await depositSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    return mapServerErrors(
      failures.map((failure) => ({
        field: dottedPath(failure.path ?? ''),
        messages: failure.errors,
      })),
    );
  }
};
