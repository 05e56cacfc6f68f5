import { object, string } from 'yup';
import type { PersonOrOrgType } from '../../../../core/model';
import {
  invalidIdentifierMessage,
  isValidIdentifier,
} from '../../../../core/rules/identifierSchemes';
import { IDENTIFIER_SCHEMES } from './creatibutorFormIdentifiers';
import { FAMILY_NAME_REQUIRED, NAME_REQUIRED, ROLE_REQUIRED } from '../../../../core/validation';
import type { CreatibutorKind } from './creatibutorFormValues';

const requiredFor = (type: PersonOrOrgType, message: string) =>
  string().when('type', {
    is: type,
    then: (text) => text.trim().required(message),
  });

/** Each scheme's input must hold a valid identifier, if any, for the type's schemes. */
const identifiersOfType = (type: PersonOrOrgType) =>
  object(
    Object.fromEntries(
      IDENTIFIER_SCHEMES[type].map(({ scheme }) => [
        scheme,
        string().test(
          scheme,
          invalidIdentifierMessage(scheme),
          (value) => !value?.trim() || isValidIdentifier(scheme, value),
        ),
      ]),
    ),
  );

// The inputs of the other type are hidden (and not saved), so they are not checked.
const identifiersSchema = object().when('type', ([type]: unknown[]) =>
  identifiersOfType(type === 'organizational' ? 'organizational' : 'personal'),
);

/** The modal's validation (run on submit only); contributors also need a role. */
export const creatibutorSchema = (kind: CreatibutorKind) =>
  object({
    type: string().oneOf(['personal', 'organizational']).required(),
    family_name: requiredFor('personal', FAMILY_NAME_REQUIRED),
    name: requiredFor('organizational', NAME_REQUIRED),
    role: kind === 'contributors' ? string().required(ROLE_REQUIRED) : string(),
    identifiers: identifiersSchema,
  });
