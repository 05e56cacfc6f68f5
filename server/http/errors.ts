/**
 * A field error in the API's shape: a dotted path and its messages. A curation check's entry
 * also has its severity and the community's description.
 */
export interface FieldError {
  field: string;
  messages: string[];
  severity?: 'error' | 'warning' | 'info';
  description?: string;
}

/**
 * An error answer in InvenioRDM's shape: `{status, message, errors?, ...extra}`. Route code
 * throws these; the app's error handler sends them.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON() {
    return {
      status: this.status,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

export const VALIDATION_MESSAGE = 'A validation error occurred.';

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors);

/** 400 with field errors, as schema validation answers. */
export const validationError = (errors: FieldError[]) =>
  new HttpError(400, VALIDATION_MESSAGE, errors);

/**
 * Anonymous and authenticated users alike get 403, never 401
 * (docs/reference-server.md#how-it-answers).
 */
export const forbidden = () => new HttpError(403, 'Permission denied.');

export const notFound = (message = 'The persistent identifier does not exist.') =>
  new HttpError(404, message);
