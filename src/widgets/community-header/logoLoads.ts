import { createContext } from 'react';

/**
 * Whether each community logo loaded, by its address, asked once for as long as the widget is on
 * the page. InvenioRDM's community JSON always has `links.logo` and says nowhere whether a logo
 * exists: the address answers 404 when there is none. So each address is tried once, by an
 * image of its own that no unmounting cancels, and what it found serves the header, every
 * opening of the selection modal and each of its tabs and pages.
 */
export type LogoLoads = Map<string, Promise<boolean>>;

export const LogoLoadsContext = createContext<LogoLoads | null>(null);

const tryLoading = (src: string) =>
  new Promise<boolean>((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = src;
  });

/** Whether the logo at this address loads; tried once per address in `loads` (when given). */
export const logoLoads = (loads: LogoLoads | null, src: string): Promise<boolean> => {
  const known = loads?.get(src);
  if (known) return known;
  const loading = tryLoading(src);
  loads?.set(src, loading);
  return loading;
};
