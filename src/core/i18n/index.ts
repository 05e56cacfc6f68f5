export { LANGUAGES, type LanguageCode } from './languages';
export { supportedLanguage } from './supportedLanguage';
