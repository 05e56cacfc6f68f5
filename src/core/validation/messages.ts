import { DATE_FORMAT_HINT } from '../rules';

/**
 * The deposit form's validation messages, InvenioRDM's word for word
 * (docs/behaviour.md#validation). Required fields follow Yup's (and InvenioRDM's) '<Label> is a
 * required field.'.
 */

export const requiredMessage = (label: string): string => `${label} is a required field.`;

/** A field publishing needs, left empty: the server's words, so both name it alike. */
export const MISSING_REQUIRED = 'Missing data for required field.';

export const FAMILY_NAME_REQUIRED = requiredMessage('Family name');
export const NAME_REQUIRED = requiredMessage('Name');
export const ROLE_REQUIRED = requiredMessage('Role');
export const TITLE_REQUIRED = requiredMessage('Title');
export const TYPE_REQUIRED = requiredMessage('Type');
export const DESCRIPTION_REQUIRED = requiredMessage('Description');
export const DATE_REQUIRED = requiredMessage('Date');
export const IDENTIFIER_REQUIRED = requiredMessage('Identifier');
export const SCHEME_REQUIRED = requiredMessage('Scheme');
export const REFERENCE_REQUIRED = requiredMessage('Reference');
export const RELATION_REQUIRED = requiredMessage('Relation');

/** Dates and the publication date: EDTF level 0 dates or intervals. */
export const DATE_FORMAT_INVALID = DATE_FORMAT_HINT;

export const LINK_INVALID = 'Link must be a valid URL';

export const EMBARGO_END_REQUIRED = 'Embargo end date is a required field.';
export const EMBARGO_END_FORMAT = 'Embargo end date must be a real date written YYYY-MM-DD.';
