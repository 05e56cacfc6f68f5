/**
 * One value inside nested form values, by its dotted path (`metadata.creators.0.role`; Formik's
 * `a[0].b` is the same path as `a.0.b`): read, or written without changing anything (the
 * objects and lists on the way are copied, everything else is shared).
 */

type Container = Record<string, unknown>;

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

const isIndex = (key: string) => /^\d+$/.test(key);

/** The keys along a path. */
export const pathKeys = (path: string): string[] =>
  (path.includes('[') ? path.replace(/\[(\w+)\]/g, '.$1') : path).split('.');

/** The value at `path`, or undefined where the path leads nowhere. */
export const valueAt = (source: unknown, path: string): unknown =>
  pathKeys(path).reduce<unknown>(
    (node, key) => (isContainer(node) && Object.hasOwn(node, key) ? node[key] : undefined),
    source,
  );

const written = (node: unknown, keys: string[], depth: number, value: unknown): unknown => {
  const key = keys[depth] as string;
  const child = isContainer(node) ? node[key] : undefined;
  const next = depth === keys.length - 1 ? value : written(child, keys, depth + 1, value);
  if (isContainer(node) && child === next && (next !== undefined || !Object.hasOwn(node, key))) {
    return node;
  }
  // A missing part is made as its key asks: a list for an index, an object otherwise.
  const copy = (
    Array.isArray(node) ? [...node] : isContainer(node) ? { ...node } : isIndex(key) ? [] : {}
  ) as Container;
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
};

/**
 * `target` with `value` at `path` (`undefined` removes the key); `target` itself when the
 * value is already there.
 */
export const withValueAt = <T>(target: T, path: string, value: unknown): T =>
  written(target, pathKeys(path), 0, value) as T;
