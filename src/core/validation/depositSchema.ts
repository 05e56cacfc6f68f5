import { array, object, string, ValidationError, type AnyObjectSchema } from 'yup';
import type { EditorRecord } from '../model';
import { mapServerErrors, type ErrorMap } from '../serializer';
import { creatibutorSchema } from './creatibutorSchema';
import { embargoSchema } from './embargoSchema';
import { MISSING_REQUIRED } from './messages';
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

/**
 * The fields publishing needs (InvenioRDM's required ones). The server names them when it
 * refuses to publish; the form names them only when it refuses to send anyway, so that its list
 * is everything to fix rather than the first half of it.
 */
const publishRequirements = object({
  metadata: object({
    resource_type: string().required(MISSING_REQUIRED),
    title: string().trim().required(MISSING_REQUIRED),
    publication_date: string().trim().required(MISSING_REQUIRED),
    creators: array().min(1, MISSING_REQUIRED).required(MISSING_REQUIRED),
  }),
});

/** Yup writes list positions as `creators[2]`; the form's paths use `creators.2`. */
const dottedPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

/** Every failure of a schema, as the server lists its errors. */
const failuresOf = async (schema: AnyObjectSchema, values: EditorRecord) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    return failures.map((failure) => ({
      field: dottedPath(failure.path ?? ''),
      messages: failure.errors,
    }));
  }
};

export interface ValidateDepositOptions {
  /** The values are about to be published or submitted: empty required fields count too. */
  publishing?: boolean;
}

/**
 * Every error of the record, nested by path as the form shows them (one text per field); an
 * empty object when the record is valid. For the actions that validate before they run.
 */
export const validateDeposit = async (
  values: EditorRecord,
  { publishing = false }: ValidateDepositOptions = {},
): Promise<ErrorMap> => {
  const failures = await failuresOf(depositSchema, values);
  if (failures.length === 0 || !publishing) return mapServerErrors(failures);
  return mapServerErrors([...failures, ...(await failuresOf(publishRequirements, values))]);
};
