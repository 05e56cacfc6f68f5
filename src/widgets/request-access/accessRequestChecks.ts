import { lazyPart } from '../../ui/lazyPart';

/**
 * The request form's checks, with yup (their largest part): they load while the visitor reads
 * the page, as no error shows before a field is left or a send is tried.
 */
export const accessRequestChecks = lazyPart(
  async () => (await import('../../core/validation/accessRequestSchema')).accessRequestErrors,
);
