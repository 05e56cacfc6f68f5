export * from './accessRequestSchema';
export { creatibutorSchema } from './creatibutorSchema';
export { depositSchema, validateDeposit } from './depositSchema';
export type { ValidateDepositOptions } from './depositSchema';
export { embargoSchema } from './embargoSchema';
export { identifiersErrorText } from './identifiersErrorText';
export * from './messages';
