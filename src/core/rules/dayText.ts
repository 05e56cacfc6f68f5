import { intlLocale } from './intlLocale';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day or a moment from the server ('2026-03-01', '2026-03-01T09:30:00+00:00') as the
 * widget's language writes a day ('1 mars 2026', '2026年3月1日'). A bare day is that calendar
 * day wherever the reader is; a moment is its day where the reader is. Anything else (a year,
 * a month, a typo) is shown as it is.
 */
export const formatDay = (value: string, language: string | undefined): string => {
  const day = DAY.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : new Date(value);
  const real = day
    ? date.getUTCMonth() + 1 === Number(day[2]) && date.getUTCDate() === Number(day[3])
    : /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(date.getTime());
  if (!real) return value;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    ...(day && { timeZone: 'UTC' }),
  }).format(date);
};
