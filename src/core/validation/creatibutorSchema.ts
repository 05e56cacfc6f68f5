import { array, object, string } from 'yup';
import { FAMILY_NAME_REQUIRED, NAME_REQUIRED, ROLE_REQUIRED } from './messages';
import { identifierForScheme, requiredText } from './textSchemas';

/**
 * A creator or contributor (docs/behaviour.md#validation). A person needs a family name, an
 * organisation a name, a contributor a role; each name identifier must be valid for its scheme.
 * Also usable alone, for the add/edit modal's own form (`{ person_or_org, affiliations, role }`).
 */
export const creatibutorSchema = ({ roleRequired }: { roleRequired: boolean }) =>
  object({
    person_or_org: object({
      type: string(),
      family_name: string().when('type', {
        is: 'personal',
        then: () => requiredText(FAMILY_NAME_REQUIRED),
      }),
      name: string().when('type', {
        is: 'organizational',
        then: () => requiredText(NAME_REQUIRED),
      }),
      identifiers: array().of(object({ scheme: string(), identifier: identifierForScheme() })),
    }),
    role: roleRequired ? requiredText(ROLE_REQUIRED) : string(),
  });
