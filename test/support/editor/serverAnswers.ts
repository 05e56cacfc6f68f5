import { ApiError } from '../../../src/core/api';
import type { ApiFieldError } from '../../../src/core/api';

/** A refused call as DraftsApiClient throws it: the response data kept, message and errors read. */
export const refused = (status: number, message: string, errors: ApiFieldError[] = []) =>
  new ApiError({
    message,
    status,
    fieldErrors: errors,
    data: errors.length > 0 ? { status, message, errors } : { status, message },
  });

/**
 * The 400 of publish or submit-review on an incomplete draft
 * (docs/reference-server.md#how-it-answers).
 */
export const validationRefusal = (errors: ApiFieldError[]) =>
  refused(400, 'A validation error occurred.', errors);

export const TITLE_MISSING: ApiFieldError = {
  field: 'metadata.title',
  messages: ['Missing data for required field.'],
};

export const CREATORS_MISSING: ApiFieldError = {
  field: 'metadata.creators',
  messages: ['Missing data for required field.'],
};

/** Curation check results as InvenioRDM v13 adds them to a draft's `errors`: advice... */
export const FUNDING_ADVICE = {
  field: 'metadata.funding',
  messages: ['Funding information is recommended.'],
  description: 'Our funders ask for the grant to be named.',
  severity: 'warning',
};

/** ...and a check that blocks publish and submit. */
export const LANGUAGE_REQUIRED = {
  field: 'metadata.languages',
  messages: ['A language is required by this community.'],
  description: 'Curators index records by language.',
  severity: 'error',
};
