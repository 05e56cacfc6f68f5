import { textOf } from './plainText';
import type { FoundLicence } from './work';

/** SPDX's own page of a licence, which names its id. */
const SPDX_PAGE = /^https?:\/\/spdx\.org\/licenses\/([A-Za-z\d.+-]+?)(?:\.html|\.json)?\/?$/i;

/** An SPDX licence id (`CC-BY-4.0`, `MIT`, `GPL-3.0-or-later`), no spaces. */
const SPDX_ID = /^[A-Za-z][A-Za-z0-9.+-]*$/;

/** A licence a source names in one text: a link, an SPDX id, or a title. */
export const licenceOfText = (value: unknown): FoundLicence | undefined => {
  const text = textOf(value);
  if (!text) return undefined;
  const spdx = SPDX_PAGE.exec(text)?.[1];
  if (spdx) return { spdx };
  if (/^https?:\/\//i.test(text)) return { url: text };
  return SPDX_ID.test(text) ? { spdx: text } : { title: text };
};
