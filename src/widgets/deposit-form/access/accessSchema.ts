import { boolean, object, string } from 'yup';
import { isIsoDay } from '../../../core/rules';

/** SPEC section 5: an active embargo needs an end date, written YYYY-MM-DD. */

export const EMBARGO_UNTIL_REQUIRED = 'Embargo end date is a required field.';
export const EMBARGO_UNTIL_FORMAT = 'Embargo end date must be a real date written YYYY-MM-DD.';

/** Validates `access.embargo`; the end date matters only while the embargo is active. */
export const embargoSchema = object({
  active: boolean(),
  until: string()
    .nullable()
    .when('active', {
      is: true,
      then: (until) =>
        until
          .required(EMBARGO_UNTIL_REQUIRED)
          .test('iso-day', EMBARGO_UNTIL_FORMAT, (value) => !value || isIsoDay(value)),
    }),
  reason: string().nullable(),
})
  .default(undefined)
  .optional();

/** Validates `access`, for the form's schema: `object({ access: accessSchema, ... })`. */
export const accessSchema = object({ embargo: embargoSchema });
