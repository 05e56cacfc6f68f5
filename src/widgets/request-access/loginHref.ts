/**
 * The host's login page, told to come back to this page afterwards. `next` is a path on this
 * site, as InvenioRDM's login takes it (it refuses other hosts, against open redirects).
 */
export const loginHref = (loginUrl: string, here: Location): string => {
  const url = new URL(loginUrl, here.href);
  url.searchParams.set('next', `${here.pathname}${here.search}${here.hash}`);
  return url.href;
};
