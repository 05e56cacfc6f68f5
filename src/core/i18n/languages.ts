/**
 * The languages the widgets ship besides English: the 29 InvenioRDM's deposit form ships, plus
 * Dutch, Finnish and Hebrew. Codes are BCP 47 (`zh-CN`); InvenioRDM's own (`zh_CN`) are
 * accepted wherever a locale is read (`supportedLanguage`).
 */
export const LANGUAGES = [
  { code: 'ar', name: 'العربية', direction: 'rtl' },
  { code: 'bg', name: 'Български', direction: 'ltr' },
  { code: 'ca', name: 'Català', direction: 'ltr' },
  { code: 'cs', name: 'Čeština', direction: 'ltr' },
  { code: 'da', name: 'Dansk', direction: 'ltr' },
  { code: 'de', name: 'Deutsch', direction: 'ltr' },
  { code: 'el', name: 'Ελληνικά', direction: 'ltr' },
  { code: 'es', name: 'Español', direction: 'ltr' },
  { code: 'et', name: 'Eesti', direction: 'ltr' },
  { code: 'fa', name: 'فارسی', direction: 'rtl' },
  { code: 'fi', name: 'Suomi', direction: 'ltr' },
  { code: 'fr', name: 'Français', direction: 'ltr' },
  { code: 'he', name: 'עברית', direction: 'rtl' },
  { code: 'hr', name: 'Hrvatski', direction: 'ltr' },
  { code: 'hu', name: 'Magyar', direction: 'ltr' },
  { code: 'it', name: 'Italiano', direction: 'ltr' },
  { code: 'ja', name: '日本語', direction: 'ltr' },
  { code: 'ka', name: 'ქართული', direction: 'ltr' },
  { code: 'ko', name: '한국어', direction: 'ltr' },
  { code: 'lt', name: 'Lietuvių', direction: 'ltr' },
  { code: 'nl', name: 'Nederlands', direction: 'ltr' },
  { code: 'no', name: 'Norsk', direction: 'ltr' },
  { code: 'pl', name: 'Polski', direction: 'ltr' },
  { code: 'pt', name: 'Português', direction: 'ltr' },
  { code: 'ro', name: 'Română', direction: 'ltr' },
  { code: 'ru', name: 'Русский', direction: 'ltr' },
  { code: 'sk', name: 'Slovenčina', direction: 'ltr' },
  { code: 'sv', name: 'Svenska', direction: 'ltr' },
  { code: 'tr', name: 'Türkçe', direction: 'ltr' },
  { code: 'uk', name: 'Українська', direction: 'ltr' },
  { code: 'zh-CN', name: '简体中文', direction: 'ltr' },
  { code: 'zh-TW', name: '繁體中文', direction: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
