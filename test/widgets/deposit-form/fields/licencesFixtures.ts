import type { LicenceSearchHit } from '../../../../src/core/model';

/** A description longer than the 300 characters a list shows. */
export const LONG_DESCRIPTION = `${'Permits almost any use with attribution. '.repeat(10)}END`;

export const ccBy: LicenceSearchHit = {
  id: 'cc-by-4.0',
  title_l10n: 'Creative Commons Attribution 4.0 International',
  description_l10n: LONG_DESCRIPTION,
  props: { url: 'https://creativecommons.org/licenses/by/4.0/legalcode', scheme: 'spdx' },
  tags: ['recommended', 'all', 'data'],
};

export const cc0: LicenceSearchHit = {
  id: 'cc0-1.0',
  title_l10n: 'Creative Commons Zero v1.0 Universal',
  description_l10n: 'No rights reserved.',
  props: { url: 'https://creativecommons.org/publicdomain/zero/1.0/legalcode', scheme: 'spdx' },
  tags: ['recommended', 'all', 'data'],
};

export const mit: LicenceSearchHit = {
  id: 'mit',
  title_l10n: 'MIT License',
  description_l10n: 'A short and simple permissive license.',
  props: { url: 'https://opensource.org/licenses/MIT', scheme: 'spdx' },
  tags: ['all', 'software'],
};

export const LICENCE_HITS = [ccBy, cc0, mit];
