import { bundleNonce, bundleUrl } from './bundleUrl';

/** A module of the `standalone/` folder: its file, and the files it imports, all of them. */
interface StandaloneModule {
  file: string;
  imports: string[];
}

/** The modules rollup.config.mjs wrote, by entry name: the build puts them in here. */
declare const __STANDALONE_MODULES__: Readonly<Record<string, StandaloneModule>>;

/** Where the widgets' modules are: a folder beside the standalone script. */
const MODULES_FOLDER = 'standalone/';

export type ModuleExports = Record<string, unknown>;

const moduleUrl = (file: string) =>
  new URL(MODULES_FOLDER + file, bundleUrl ?? document.baseURI).href;

/** Asks for a module the browser will import soon, so that it comes with the others at once. */
const preload = (href: string) => {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  if (Array.from(links).some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  if (bundleNonce) link.nonce = bundleNonce;
  document.head.append(link);
};

/**
 * Imports one of the standalone build's modules (an entry of rollup.config.mjs's
 * `standaloneModules`) from beside the standalone script, with every file it imports asked for
 * at once rather than one level after another. The browser imports each file once.
 */
export const importModule = async (entry: string): Promise<ModuleExports> => {
  const module = Object.hasOwn(__STANDALONE_MODULES__, entry)
    ? __STANDALONE_MODULES__[entry]
    : undefined;
  if (!module) throw new Error(`the standalone build has no module "${entry}"`);
  [module.file, ...module.imports].forEach((file) => preload(moduleUrl(file)));
  return (await import(moduleUrl(module.file))) as ModuleExports;
};
