import { boolean, object, string } from 'yup';
import { isIsoDay } from '../rules';
import { EMBARGO_END_FORMAT, EMBARGO_END_REQUIRED } from './messages';

/** An active embargo needs an end date, written YYYY-MM-DD (docs/behaviour.md#validation). */
export const embargoSchema = object({
  active: boolean(),
  until: string()
    .nullable()
    .when('active', {
      is: true,
      then: (until) =>
        until
          .required(EMBARGO_END_REQUIRED)
          .test('iso-day', EMBARGO_END_FORMAT, (value) => !value || isIsoDay(value)),
    }),
  reason: string().nullable(),
})
  .default(undefined)
  .optional();
