import { isPlainObject, type Rule } from '../../core/config';
import { isComponent } from './overrides';

const SHAPE = 'must be a React component, {replace: component} or {hide: true} (docs/overrides.md)';

/** A component, or an object with one key: `replace` (a component) or `hide: true`. */
const isOverride = (value: unknown): boolean =>
  isComponent(value) ||
  (isPlainObject(value) &&
    Object.keys(value).length === 1 &&
    (value.hide === true || isComponent(value.replace)));

/**
 * The check of a widget's `overrides` prop (only a page's script can give it, never JSON):
 * every key names one of the widget's parts, `ids` or a match of `idPattern`, and every
 * value is an override. A misspelt id is named, not silently ignored.
 */
export const overridesProp =
  (ids: readonly string[], idPattern?: RegExp): Rule =>
  (value, path) => {
    if (value === undefined) return [];
    if (!isPlainObject(value)) return [{ field: path, message: 'must be an object' }];
    return Object.entries(value).flatMap(([id, override]) => {
      const field = `${path}.${id}`;
      if (!ids.includes(id) && !idPattern?.test(id)) {
        return [{ field, message: 'names no part of this widget (docs/overrides.md lists them)' }];
      }
      return isOverride(override) ? [] : [{ field, message: SHAPE }];
    });
  };
