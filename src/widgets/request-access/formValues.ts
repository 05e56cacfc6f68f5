import type { ApiFieldError } from '../../core/api';
import type { NewAccessRequest } from '../../core/model';
import type { AccessRequestFormValues } from '../../core/validation/accessRequestSchema';
import type { RequestAccessVisitor } from './types';

export type FormField = keyof AccessRequestFormValues;
export type FieldErrors = Partial<Record<FormField, string>>;

export const EMPTY_FORM: AccessRequestFormValues = {
  full_name: '',
  email: '',
  message: '',
  accept_conditions: false,
  consent_to_share_personal_data: false,
};

/** The fields of a form that show their errors: a guest's name and address, the message, the conditions. */
export const formFields = (guest: boolean, conditions: boolean): FormField[] => [
  ...(guest ? (['full_name', 'email'] as const) : []),
  'message',
  ...(conditions ? (['accept_conditions'] as const) : []),
];

/** What goes to the server: a logged-in visitor asks under their account's name and address. */
export const toNewAccessRequest = (
  values: AccessRequestFormValues,
  visitor: RequestAccessVisitor | null,
): NewAccessRequest => ({
  email: visitor ? visitor.email : values.email.trim(),
  full_name: visitor ? (visitor.full_name ?? '') : values.full_name.trim(),
  message: values.message.trim(),
  consent_to_share_personal_data: values.consent_to_share_personal_data,
});

/**
 * The server's field errors split into those shown at a field of this form and the rest (a
 * logged-in visitor's address, say), which the failure message lists.
 */
export const placeFieldErrors = (
  errors: readonly ApiFieldError[],
  fields: readonly FormField[],
): { placed: FieldErrors; unplaced: ApiFieldError[] } => {
  const placed: FieldErrors = {};
  const unplaced: ApiFieldError[] = [];
  for (const error of errors) {
    const field = fields.find((name) => name === error.field);
    if (field) placed[field] = [placed[field], ...error.messages].filter(Boolean).join(' ');
    else unplaced.push(error);
  }
  return { placed, unplaced };
};
