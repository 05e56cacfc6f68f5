/** Date formats the forms accept (docs/behaviour.md#validation). */

export const DATE_FORMAT_HINT =
  'Format: DATE or DATE/DATE where DATE is YYYY or YYYY-MM or YYYY-MM-DD.';

const EDTF_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last day a level-0 date covers, as comparable `YYYY-MM-DD` strings. */
interface DateSpan {
  first: string;
  last: string;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

const parseEdtfDate = (text: string): DateSpan | null => {
  const match = EDTF_DATE.exec(text);
  if (!match) return null;
  const [, yearText, monthText, dayText] = match;
  const year = Number(yearText);
  if (monthText === undefined) return { first: `${yearText}-01-01`, last: `${yearText}-12-31` };
  const month = Number(monthText);
  if (month < 1 || month > 12) return null;
  const lastDay = daysInMonth(year, month);
  const yearMonth = `${yearText}-${monthText}`;
  if (dayText === undefined) {
    return { first: `${yearMonth}-01`, last: `${yearMonth}-${pad(lastDay, 2)}` };
  }
  const day = Number(dayText);
  if (day < 1 || day > lastDay) return null;
  return { first: text, last: text };
};

/**
 * An EDTF level-0 date (YYYY, YYYY-MM, YYYY-MM-DD) or interval DATE/DATE whose start does
 * not come after its end.
 */
export const isEdtfDateOrInterval = (value: string): boolean => {
  const parts = value.split('/');
  if (parts.length > 2) return false;
  const spans = parts.map(parseEdtfDate);
  const [start, end] = spans;
  if (!start || spans.some((span) => span === null)) return false;
  return end === undefined || (end !== null && start.first <= end.last);
};

/** A real calendar day written YYYY-MM-DD (embargo end, link expiry). */
export const isIsoDay = (value: string): boolean =>
  ISO_DAY.test(value) && parseEdtfDate(value) !== null;
