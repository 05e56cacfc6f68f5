import { array, object, string } from 'yup';
import { isEdtfDateOrInterval } from '../rules';
import {
  DATE_FORMAT_INVALID,
  DATE_REQUIRED,
  DESCRIPTION_REQUIRED,
  IDENTIFIER_REQUIRED,
  LINK_INVALID,
  REFERENCE_REQUIRED,
  RELATION_REQUIRED,
  SCHEME_REQUIRED,
  TITLE_REQUIRED,
  TYPE_REQUIRED,
} from './messages';
import { identifierForScheme, requiredText } from './textSchemas';

/** The rows of the deposit form's repeatable metadata fields (docs/behaviour.md#validation). */

/** An EDTF date or interval; empty is left to a required rule where there is one. */
export const edtfDate = (base = string()) =>
  base.test('edtf', DATE_FORMAT_INVALID, (value) => !value?.trim() || isEdtfDateOrInterval(value));

export const additionalTitlesSchema = array().of(
  object({ title: requiredText(TITLE_REQUIRED), type: requiredText(TYPE_REQUIRED) }),
);

export const additionalDescriptionsSchema = array().of(
  object({
    description: requiredText(DESCRIPTION_REQUIRED),
    type: requiredText(TYPE_REQUIRED),
  }),
);

export const datesSchema = array().of(
  object({ date: edtfDate(requiredText(DATE_REQUIRED)), type: requiredText(TYPE_REQUIRED) }),
);

/** Alternate identifiers and related works: both parts required, the identifier valid. */
const schemedIdentifier = {
  identifier: identifierForScheme(requiredText(IDENTIFIER_REQUIRED)),
  scheme: requiredText(SCHEME_REQUIRED),
};

export const identifiersSchema = array().of(object(schemedIdentifier));

export const relatedWorksSchema = array().of(
  object({ relation_type: requiredText(RELATION_REQUIRED), ...schemedIdentifier }),
);

export const referencesSchema = array().of(object({ reference: requiredText(REFERENCE_REQUIRED) }));

/** Standard licences (with an id) come from the vocabulary; custom ones need a title. */
export const rightsSchema = array().of(
  object({
    id: string(),
    title: string().when('id', {
      is: (id: string | undefined) => !id,
      then: () => requiredText(TITLE_REQUIRED),
    }),
    link: string().url(LINK_INVALID),
  }),
);
