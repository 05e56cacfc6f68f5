const pad = (value: number) => String(value).padStart(2, '0');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * An EDTF level 0 date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`) from year, month and day, as precise
 * as the parts are valid; undefined without a plausible year.
 */
export const edtfOfParts = (parts: readonly unknown[]): string | undefined => {
  const [year, month, day] = parts.map((part) => Number(part));
  if (year === undefined || !Number.isInteger(year) || year < 1 || year > 9999) return undefined;
  const y = String(year).padStart(4, '0');
  if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12) return y;
  if (day === undefined || !Number.isInteger(day) || day < 1 || day > daysIn(year, month)) {
    return `${y}-${pad(month)}`;
  }
  return `${y}-${pad(month)}-${pad(day)}`;
};

/** The EDTF date at the start of a text (`2021-03-04T10:00Z`, `2021-03`, `2021`) or of a Date. */
export const edtfOfText = (value: unknown): string | undefined => {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') return edtfOfParts([value]);
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(value);
  return match ? edtfOfParts(match.slice(1).filter((part) => part !== undefined)) : undefined;
};
