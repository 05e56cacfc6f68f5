import { bundleUrl } from './bundleUrl';

/** A script that sits beside the standalone bundle, wherever the host serves it. */
export const besideBundleUrl = (file: string, base = bundleUrl ?? document.baseURI): string =>
  new URL(file, base).href;

/**
 * Adds the script `file` (beside the standalone bundle) to the page and answers what it
 * defines, as `read` finds it once the script has run; at once when it is there already. A
 * classic script loads no chunks: what the bundle loads on first use comes this way. `name`
 * says what it is in the errors ('the rich-text editor').
 */
export const loadBesideScript = <T>(
  file: string,
  read: () => T | undefined,
  name: string,
): Promise<T> => {
  const loaded = read();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = besideBundleUrl(file);
    script.async = true;
    script.addEventListener('load', () => {
      const defined = read();
      if (defined) resolve(defined);
      else reject(new Error(`${script.src} did not define ${name}`));
    });
    script.addEventListener('error', () =>
      reject(
        new Error(
          `${name[0]?.toUpperCase()}${name.slice(1)} could not be loaded from ${script.src}`,
        ),
      ),
    );
    document.head.append(script);
  });
};
