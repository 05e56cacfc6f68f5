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

/** The fields publishing needs (InvenioRDM's required ones). */
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

/** The schema's failures, and for publishing the empty required fields, unless alone. */
const depositFailures = async (
  values: EditorRecord,
  publishing: boolean,
  { requiredAlone }: { requiredAlone: boolean },
) => {
  const failures = await failuresOf(depositSchema, values);
  if (!publishing || (failures.length === 0 && !requiredAlone)) return failures;
  return [...failures, ...(await failuresOf(publishRequirements, values))];
};

/**
 * Every error of the record, nested by path as the form shows them (one text per field); an
 * empty object when the record is valid, and when publishing, complete.
 */
export const validateDeposit = async (
  values: EditorRecord,
  { publishing = false }: ValidateDepositOptions = {},
): Promise<ErrorMap> =>
  mapServerErrors(await depositFailures(values, publishing, { requiredAlone: true }));

/**
 * What the form checks before an action sends its values. Empty required fields alone do not
 * stop a publish: the form sends it, and InvenioRDM saves the draft and names them in its
 * refusal. When the form refuses for another error, it names them too, so that its list is
 * everything to fix rather than the first half of it.
 */
export const checkBeforeSending = async (
  values: EditorRecord,
  { publishing = false }: ValidateDepositOptions = {},
): Promise<ErrorMap> =>
  mapServerErrors(await depositFailures(values, publishing, { requiredAlone: false }));
