import type { EditorPermissions } from '../model';
import type { Parsed } from './parsed';
import { eachValue, flag, jsonObject, parseWith } from './schema';

/** The permissions a host page injects: absent means none, every flag a boolean. */
export const permissions = jsonObject(eachValue(flag));

/** Checks the permissions a host page injects, as `permissions` does, answering them typed. */
export const parsePermissions = (raw: unknown, path = 'permissions'): Parsed<EditorPermissions> =>
  parseWith(permissions, raw, (checked: EditorPermissions | undefined) => checked ?? {}, path);
