import { boolean, object, string, ValidationError } from 'yup';
import { requiredMessage } from './messages';
import { requiredText } from './textSchemas';

export const FULL_NAME_REQUIRED = requiredMessage('Full name');
export const EMAIL_REQUIRED = requiredMessage('E-mail address');
export const EMAIL_INVALID = 'Enter a valid e-mail address, such as name@example.org.';
export const CONDITIONS_NOT_ACCEPTED = 'Accept the conditions to send your request.';

/** What the access request form holds; a logged-in user's name and address come from the page. */
export interface AccessRequestFormValues {
  full_name: string;
  email: string;
  message: string;
  accept_conditions: boolean;
  consent_to_share_personal_data: boolean;
}

export interface AccessRequestFormShape {
  /** A guest types a name and an e-mail address; both are required. */
  guest: boolean;
  /** The owner set conditions, which must be accepted. */
  conditions: boolean;
}

/** The form's checks, before anything is sent (docs/widgets.md#request-access). */
export const accessRequestSchema = ({ guest, conditions }: AccessRequestFormShape) =>
  object({
    full_name: guest ? requiredText(FULL_NAME_REQUIRED) : string(),
    email: guest ? requiredText(EMAIL_REQUIRED).trim().email(EMAIL_INVALID) : string(),
    message: string(),
    accept_conditions: conditions ? boolean().oneOf([true], CONDITIONS_NOT_ACCEPTED) : boolean(),
    consent_to_share_personal_data: boolean(),
  });

/** Each invalid field's first message, by field name; empty when the form may be sent. */
export const accessRequestErrors = (
  values: AccessRequestFormValues,
  shape: AccessRequestFormShape,
): Partial<Record<keyof AccessRequestFormValues, string>> => {
  try {
    accessRequestSchema(shape).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Partial<Record<keyof AccessRequestFormValues, string>> = {};
    for (const failure of error.inner) {
      const field = failure.path as keyof AccessRequestFormValues;
      errors[field] ??= failure.message;
    }
    return errors;
  }
};
