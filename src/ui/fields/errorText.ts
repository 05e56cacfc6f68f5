/**
 * A field's error as text: Formik holds a string for a leaf, and the server's messages for a field
 * arrive joined already (docs/behaviour.md#messages-after-an-action); anything else (a nested error
 * object of a list or group) is not this field's own message.
 */
export const errorText = (error: unknown): string | undefined =>
  typeof error === 'string' && error !== '' ? error : undefined;
