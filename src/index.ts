/**
 * The root entry: the mount helpers, the translations and everything of `rdm-widgets/core`
 * (API clients, record types, parsers, serializer, a record's status, uploads), whose index
 * lists each name. Widgets have entries of their own; a host without React imports
 * `rdm-widgets/core` instead of this.
 */
export * from './core';
export { createI18n, type I18nOptions } from './ui/i18n/createI18n';
// Every text a widget shows, keyed by itself: the list a host's catalog translates.
export { en as englishCatalog } from './ui/i18n/en';
export { autoMount, mount, WidgetErrorBoundary } from './ui/mount';
export type {
  AnyWidgetDefinition,
  HostProps,
  MountOptions,
  WidgetDefinition,
  WidgetErrorBoundaryProps,
  WidgetHandle,
} from './ui/mount';
