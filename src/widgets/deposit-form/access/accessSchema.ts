import { object } from 'yup';
import { EMBARGO_END_FORMAT, EMBARGO_END_REQUIRED, embargoSchema } from '../../../core/validation';

/**
 * The access section's embargo check is the deposit schema's own (docs/behaviour.md#validation).
 */
export { embargoSchema };
export const EMBARGO_UNTIL_REQUIRED = EMBARGO_END_REQUIRED;
export const EMBARGO_UNTIL_FORMAT = EMBARGO_END_FORMAT;

/** Validates `access`, for a form's schema: `object({ access: accessSchema, ... })`. */
export const accessSchema = object({ embargo: embargoSchema });
