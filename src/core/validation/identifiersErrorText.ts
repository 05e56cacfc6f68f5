import { INVALID_IDENTIFIERS } from '../rules';
import { flattenErrorMap } from '../serializer';

/**
 * The one text an identifiers input shows for its nested errors (docs/behaviour.md#validation)
 * (`identifiers.1.identifier: 'Invalid ORCID identifier.'` ...): the messages naming their
 * schemes, or 'Invalid identifiers' when no message names one. Undefined without errors.
 */
export const identifiersErrorText = (errors: unknown): string | undefined => {
  if (errors === undefined || errors === null || errors === '') return undefined;
  const messages = [...new Set(flattenErrorMap(errors).map((entry) => entry.message))];
  return messages.length > 0 ? messages.join(' ') : INVALID_IDENTIFIERS;
};
