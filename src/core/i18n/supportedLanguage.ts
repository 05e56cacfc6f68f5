import { LANGUAGE_CODES, type LanguageCode } from './languages';

/** Codes pages and InvenioRDM use for a shipped language under another name. */
const ALIASES: Readonly<Record<string, LanguageCode>> = {
  nb: 'no',
  nn: 'no',
  iw: 'he',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  zh: 'zh-CN',
};

const byLowerCode = new Map<string, LanguageCode>(
  LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]),
);

/**
 * The shipped language a locale asks for: exact (`zh_CN`, `zh-Hant-TW`), else its language
 * (`pt-BR` is Portuguese, `de-AT` German); 'en' for English and any language not shipped.
 */
export const supportedLanguage = (locale: string | undefined): LanguageCode | 'en' => {
  const parts = (locale ?? '').trim().toLowerCase().replace(/_/g, '-').split('-');
  // The longest prefix that names a shipped language or an alias wins: zh-hant-tw, zh-hant, zh.
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('-');
    const found = byLowerCode.get(candidate) ?? ALIASES[candidate];
    if (found) return found;
  }
  return 'en';
};
