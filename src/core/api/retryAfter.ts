/**
 * Milliseconds to wait from a `Retry-After` header: a delay in whole seconds or an HTTP date.
 * Anything else (and a missing header) gives undefined; a date in the past gives 0.
 */
export const parseRetryAfterMs = (
  value: string | undefined,
  now: number = Date.now(),
): number | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Date.parse accepts bare numbers such as '-5' as years; an HTTP date always names a day or month.
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};
