import { string } from 'yup';
import { invalidIdentifierMessage, isValidIdentifier } from '../rules';

/**
 * Text that must be filled in; spaces alone count as empty (the server would refuse them).
 * The blank check leaves '' to `required`, so an empty field reports one error.
 */
export const requiredText = (message: string) =>
  string()
    .required(message)
    .test('not-blank', message, (value) => !value || value.trim() !== '');

/**
 * An identifier checked against the `scheme` beside it in the same row; the error names the
 * scheme. Empty is left to a required rule, and unknown schemes to the server.
 */
export const identifierForScheme = (base = string()) =>
  base.test('valid-for-scheme', function validForScheme(value) {
    const scheme: unknown = this.parent?.scheme;
    if (!value || typeof scheme !== 'string' || scheme.trim() === '') return true;
    return (
      isValidIdentifier(scheme, value) ||
      this.createError({ message: invalidIdentifierMessage(scheme) })
    );
  });
