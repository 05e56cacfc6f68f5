import { object, string } from 'yup';
import { LINK_INVALID, TITLE_REQUIRED } from '../../../../core/validation';

/** What the custom licence modal edits. */
export interface CustomLicenceValues {
  title: string;
  description: string;
  link: string;
}

/** The custom licence modal's validation (run on submit only). */
export const customLicenceSchema = object({
  title: string().trim().required(TITLE_REQUIRED),
  description: string(),
  link: string().trim().url(LINK_INVALID),
});
