import { object, string } from 'yup';

/** SPEC section 5: the custom licence's messages, word for word. */
export const LICENCE_TITLE_REQUIRED = 'Title is a required field.';
export const LICENCE_LINK_INVALID = 'Link must be a valid URL';

/** What the custom licence modal edits. */
export interface CustomLicenceValues {
  title: string;
  description: string;
  link: string;
}

/** The custom licence modal's validation (run on submit only). */
export const customLicenceSchema = object({
  title: string().trim().required(LICENCE_TITLE_REQUIRED),
  description: string(),
  link: string().trim().url(LICENCE_LINK_INVALID),
});
