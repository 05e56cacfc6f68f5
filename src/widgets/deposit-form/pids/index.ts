/** The deposit form's persistent identifier field, for the form shell. */
export { PidField } from './PidField';
export type { PidFieldProps } from './PidField';
export { EXTERNAL_PROVIDER, pidTypeOf } from './pidFieldConfig';
export type { PidFieldConfig, PidMode } from './pidFieldConfig';
