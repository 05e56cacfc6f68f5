import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API: by the route the router matched, which it found on the
 * decoded path (`/%61pi/…` reaches `/api/…`), or, when none matched, by the decoded path.
 */
export const isApiRequest = (request: FastifyRequest): boolean => {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith('/api/');
  try {
    return decodeURIComponent(request.url).startsWith('/api/');
  } catch {
    // A malformed escape (`%zz`), which the router refuses: the path as written.
    return request.url.startsWith('/api/');
  }
};
