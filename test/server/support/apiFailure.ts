import type { ApiError } from '../../../src/core/api';

/** The ApiError a client call fails with; fails the test when the call succeeds. */
export const apiFailure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};
