/**
 * The languages the widgets ship besides English: the 29 InvenioRDM's deposit form ships, plus
 * Dutch, Finnish and Hebrew. Codes are BCP 47 (`zh-CN`); InvenioRDM's own (`zh_CN`) are
 * accepted wherever a locale is read (`supportedLanguage`).
 */
export const LANGUAGE_CODES = [
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'he',
  'hr',
  'hu',
  'it',
  'ja',
  'ka',
  'ko',
  'lt',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sv',
  'tr',
  'uk',
  'zh-CN',
  'zh-TW',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Each language's name in itself, for a menu of languages. */
const NAMES: Readonly<Record<LanguageCode, string>> = {
  ar: 'العربية',
  bg: 'Български',
  ca: 'Català',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  es: 'Español',
  et: 'Eesti',
  fa: 'فارسی',
  fi: 'Suomi',
  fr: 'Français',
  he: 'עברית',
  hr: 'Hrvatski',
  hu: 'Magyar',
  it: 'Italiano',
  ja: '日本語',
  ka: 'ქართული',
  ko: '한국어',
  lt: 'Lietuvių',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  sv: 'Svenska',
  tr: 'Türkçe',
  uk: 'Українська',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

const RIGHT_TO_LEFT: readonly LanguageCode[] = ['ar', 'fa', 'he'];

/** Each shipped language with its name and writing direction (left out of bundles that only read codes). */
export const LANGUAGES = /* @__PURE__ */ LANGUAGE_CODES.map((code) => ({
  code,
  name: NAMES[code],
  direction: RIGHT_TO_LEFT.includes(code) ? ('rtl' as const) : ('ltr' as const),
}));
