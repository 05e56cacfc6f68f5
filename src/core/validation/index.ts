export * from './accessRequestSchema';
export { creatibutorSchema } from './creatibutorSchema';
export { checkBeforeSending, depositSchema, validateDeposit } from './depositSchema';
export type { ValidateDepositOptions } from './depositSchema';
export { embargoSchema } from './embargoSchema';
export { identifiersErrorText } from './identifiersErrorText';
export * from './messages';
