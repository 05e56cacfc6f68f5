import type * as Mounting from '../ui/mount';
import type { AnyWidgetDefinition } from '../ui/mount/widgetDefinition';
import { importModule, type ModuleExports } from './importModule';

/** Each widget a page may name, and the module that holds it. */
export const WIDGET_MODULES: Readonly<Record<string, string>> = {
  'deposit-form': 'deposit-form',
  'file-uploader': 'file-uploader',
  'status-banner': 'status-banner',
  'community-header': 'community-header',
  'share-access': 'share-access',
  'new-version-button': 'new-version-button',
  'new-upload-from-record': 'new-version-button',
  'request-access': 'request-access',
};

/** The module that mounts widgets (src/ui/mount), whichever they are. */
const MOUNTING = 'mount';

/** 'deposit-form' → 'depositForm': how a widget's exports are named. */
const camelName = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Loads the widgets' modules (importModule.ts) and keeps those loaded for the hooks that must
 * answer at once (`loaded`).
 */
export const widgetModules = () => {
  const loaded = new Map<string, ModuleExports>();
  const load = async <T extends ModuleExports>(entry: string): Promise<T> => {
    const exports = (await importModule(entry)) as T;
    loaded.set(entry, exports);
    return exports;
  };
  return {
    mounting: () => load<typeof Mounting & ModuleExports>(MOUNTING),
    /** The widget's definition; undefined for a name no widget has. */
    widget: async (name: string): Promise<AnyWidgetDefinition | undefined> => {
      const entry = Object.hasOwn(WIDGET_MODULES, name) ? WIDGET_MODULES[name] : undefined;
      if (!entry) return undefined;
      return (await load(entry))[`${camelName(name)}Widget`] as AnyWidgetDefinition;
    },
    /** A module already loaded, for what must answer at once. */
    loaded: (entry: string) => loaded.get(entry),
  };
};
