import type { Flash } from '../serializer/flashMessages';
import type { ErrorMap } from '../serializer/serverErrors';

/**
 * What the server said of the draft's files ('Missing uploaded files …', 'One or more files
 * have not completed their transfer …') stops holding once uploads have finished with files
 * there: the form drops it then rather than at the next save.
 */

const isFilesPath = (path: string) => path === 'files' || path.startsWith('files.');

/** The flash without its files entry; a flash left with nothing to list goes too. */
export const flashWithoutFiles = (flash: Flash | null): Flash | null => {
  if (!flash) return flash;
  const fieldErrors = flash.fieldErrors.filter(({ path }) => !isFilesPath(path));
  if (fieldErrors.length === flash.fieldErrors.length) return flash;
  return fieldErrors.length > 0 ? { ...flash, fieldErrors } : null;
};

/** The field errors without the files' (which mark the Files section). */
export const errorsWithoutFiles = (errors: ErrorMap): ErrorMap =>
  'files' in errors
    ? Object.fromEntries(Object.entries(errors).filter(([key]) => key !== 'files'))
    : errors;
