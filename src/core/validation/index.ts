export { creatibutorSchema } from './creatibutorSchema';
export { depositSchema, validateDeposit } from './depositSchema';
export { identifiersErrorText } from './identifiersErrorText';
export * from './messages';
