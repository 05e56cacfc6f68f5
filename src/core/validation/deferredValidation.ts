import type { EditorRecord } from '../model';
import type { ErrorMap } from '../serializer/serverErrors';
import type { ValidateDepositOptions } from './depositSchema';

/**
 * `validateDeposit` as the package entries export it: the deposit's schema, and yup with it
 * (a third of the core entry), load on the first call rather than with the entry.
 */
export const validateDeposit = async (
  values: EditorRecord,
  options?: ValidateDepositOptions,
): Promise<ErrorMap> => (await import('./depositSchema')).validateDeposit(values, options);
