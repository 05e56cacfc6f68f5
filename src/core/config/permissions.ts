import type { EditorPermissions } from '../model';
import { FieldChecker, isPlainObject, parsed, rejected, type Parsed } from './parsed';

/** Checks the permissions a host page injects: absent means none, every flag a boolean. */
export const parsePermissions = (raw: unknown, path = 'permissions'): Parsed<EditorPermissions> => {
  if (raw === undefined) return parsed({});
  if (!isPlainObject(raw)) return rejected([{ field: path, message: 'must be a JSON object' }]);
  const { problems } = Object.keys(raw).reduce(
    (checker, key) => checker.boolean(key),
    new FieldChecker(path, raw),
  );
  return problems.length > 0 ? rejected(problems) : parsed(raw as EditorPermissions);
};
