/**
 * The root entry: core types, rules, serializer, API clients and input checks (usable
 * without React), and the mount helpers. Widgets have entries of their own.
 */
export * from './core/api';
export * from './core/config';
export * from './core/model';
export * from './core/rules';
export * from './core/serializer';
export * from './core/upload';
export { createI18n, type I18nOptions } from './ui/i18n/createI18n';
// Every text a widget shows, keyed by itself: the list a host's catalog translates.
export { en as englishCatalog } from './ui/i18n/en';
export * from './ui/mount';
