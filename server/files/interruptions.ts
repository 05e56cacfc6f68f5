import { badRequest } from '../http/errors';

/** A content upload whose client went away answers 400; other failures stay what they are. */
export const asInterruption = (error: NodeJS.ErrnoException): Error =>
  error.code === 'ECONNRESET' || error.message === 'aborted'
    ? badRequest('The upload was interrupted before the content was complete.')
    : error;
