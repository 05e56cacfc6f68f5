/** EDTF level 0 as InvenioRDM accepts it: YYYY, YYYY-MM, YYYY-MM-DD, or DATE/DATE. */
const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const isEdtfDate = (text: string): boolean => {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match;
  if (month === undefined) return true;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return false;
  if (day === undefined) return true;
  const dayNumber = Number(day);
  return dayNumber >= 1 && dayNumber <= daysInMonth(Number(year), monthNumber);
};

/** Whether `text` is an EDTF level 0 date or an interval whose start is not after its end. */
export const isEdtfDateOrInterval = (text: string): boolean => {
  const parts = text.split('/');
  if (parts.length === 1) return isEdtfDate(text);
  if (parts.length !== 2) return false;
  const [start = '', end = ''] = parts;
  if (!isEdtfDate(start) || !isEdtfDate(end)) return false;
  // Compare on the common precision: '2020' vs '2020-05' compares '2020' vs '2020'.
  const length = Math.min(start.length, end.length);
  return start.slice(0, length) <= end.slice(0, length);
};

/** A full calendar date `YYYY-MM-DD` (embargo end, link expiry). */
export const isFullDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && isEdtfDate(text);
