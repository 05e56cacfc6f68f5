import type { FormEvent, ReactNode } from 'react';

const stayOnPage = (event: FormEvent) => event.preventDefault();

/**
 * The fields of one section, in a <form> of their own. Chrome's autofill revisits every
 * control of a keystroke's form (a task per control; the page's form-less controls count as
 * one form): a section's few dozen controls cost a fraction of the whole record's hundreds.
 * Nothing submits it: every button is type="button", and Enter stays on the page.
 */
export const FieldGroupForm = ({ children }: { children: ReactNode }) => (
  <form noValidate onSubmit={stayOnPage}>
    {children}
  </form>
);
