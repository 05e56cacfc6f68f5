export { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from './languages';
export { supportedLanguage } from './supportedLanguage';
