import type { UnmappedValue } from './types';

/** How much of an unmapped value is shown: enough to recognise it. */
const MAX_LENGTH = 300;

const shown = (value: unknown): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => shown(item) ?? []);
    return items.length > 0 ? items.join('; ') : undefined;
  }
  const text = JSON.stringify(value);
  return text === '{}' ? undefined : text;
};

/** A source's value as the depositor is shown it; none for an empty one. */
export const unmappedValue = (source: string, value: unknown): UnmappedValue[] => {
  const text = shown(value);
  if (text === undefined) return [];
  return [{ source, value: text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text }];
};

/** Every key of an object its mapper did not read, as unmapped values. */
export const unreadValues = (
  object: Record<string, unknown>,
  read: ReadonlySet<string>,
): UnmappedValue[] =>
  Object.entries(object).flatMap(([key, value]) =>
    read.has(key) || key.startsWith('_') ? [] : unmappedValue(key, value),
  );
