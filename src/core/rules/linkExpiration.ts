import { LINK_DESCRIPTION_MAX_LENGTH } from './constants';
import { isIsoDay } from './dates';
import { truncate } from './truncate';

/** Secret-link expiry and how a link is listed (docs/behaviour.md#sharing). */

export interface LinkExpirationChoice {
  /** Days from today; 0 means the link never expires. */
  days: number;
  label: string;
}

export const LINK_EXPIRATION_CHOICES: readonly LinkExpirationChoice[] = [
  { days: 0, label: 'Never' },
  { days: 30, label: '1 month' },
  { days: 60, label: '2 months' },
  { days: 180, label: '6 months' },
  { days: 365, label: '1 year' },
];

export const DEFAULT_LINK_EXPIRATION_DAYS = 0;

/**
 * InvenioRDM's refusal of a link without expiry where the repository requires one
 * (`RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION`, v14), on `expires_at`.
 */
export const LINK_EXPIRATION_REQUIRED = 'Expiration date is required';

/** The expiry choices: without 'Never' where the repository requires links to expire. */
export const linkExpirationChoices = (required: boolean): readonly LinkExpirationChoice[] =>
  required ? LINK_EXPIRATION_CHOICES.filter(({ days }) => days > 0) : LINK_EXPIRATION_CHOICES;

/**
 * The days a guest's link lasts, as the settings show them: a saved 'never' becomes the first
 * period where links must expire (as InvenioRDM's settings form does), until saved again.
 */
export const guestLinkExpirationDays = (saved: string, required: boolean): string =>
  required && Number(saved) <= 0 ? String(linkExpirationChoices(true)[0]?.days ?? 0) : saved;

const NEVER_EXPIRES_LABEL = 'Never';

/** Blank means never; anything else must be a real YYYY-MM-DD day. */
export const isValidLinkExpiryInput = (value: string): boolean =>
  value.trim() === '' || isIsoDay(value.trim());

/**
 * The `expires_at` to send for a choice: none for never (the key is left out: InvenioRDM
 * refuses null), else the day `days` after `today`.
 */
export const expiresAtForChoice = (days: number, today: Date): string | undefined => {
  if (days <= 0) return undefined;
  const expiry = new Date(today.getTime());
  expiry.setUTCDate(expiry.getUTCDate() + days);
  return expiry.toISOString().slice(0, 10);
};

/** The listed expiry: the date, or 'Never' when there is none. */
export const linkExpiryText = (expiresAt: string | null | undefined): string =>
  expiresAt || NEVER_EXPIRES_LABEL;

/** The listed description: cut to fit, or '-' when there is none. */
export const linkDescriptionText = (description: string | null | undefined): string =>
  description ? truncate(description, LINK_DESCRIPTION_MAX_LENGTH) : '-';
