import type { FastifyRequest } from 'fastify';

/**
 * The header a test sends with each of its requests (`e2e/support/test.ts`), so that tests
 * running side by side against one server each get their own injected faults and their own
 * request journal. Requests without it share the empty scope.
 */
export const TEST_SCOPE_HEADER = 'x-test-scope';

/** The test scope a request belongs to. */
export const testScopeOf = (request: FastifyRequest): string => {
  const scope = request.headers[TEST_SCOPE_HEADER];
  return typeof scope === 'string' ? scope : '';
};
