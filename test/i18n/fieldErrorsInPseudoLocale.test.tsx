import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DATE_FORMAT_INVALID,
  DATE_REQUIRED,
  DESCRIPTION_REQUIRED,
  FAMILY_NAME_REQUIRED,
  IDENTIFIER_REQUIRED,
  LINK_INVALID,
  NAME_REQUIRED,
  REFERENCE_REQUIRED,
  RELATION_REQUIRED,
  ROLE_REQUIRED,
  SCHEME_REQUIRED,
  TITLE_REQUIRED,
  TYPE_REQUIRED,
} from '../../src/core/validation';
import { FakeDraftsApi } from '../support/editor/fakeDraftsApi';
import { aRecord, formData, renderForm } from './depositFormPage';
import { expectAllTranslated } from './pageData';

/**
 * Errors as the server reports them with a draft (docs/reference-server.md#how-it-answers), one on
 * each input of every kind of list row. Their messages are catalog texts, so each must show
 * translated.
 */
const ROW_ERRORS: Record<string, string> = {
  'metadata.resource_type': TYPE_REQUIRED,
  'metadata.description': DESCRIPTION_REQUIRED,
  'metadata.languages': IDENTIFIER_REQUIRED,
  'metadata.publication_date': DATE_FORMAT_INVALID,
  'metadata.additional_titles.0.title': TITLE_REQUIRED,
  'metadata.additional_titles.0.type': TYPE_REQUIRED,
  'metadata.additional_descriptions.0.description': DESCRIPTION_REQUIRED,
  'metadata.additional_descriptions.0.type': TYPE_REQUIRED,
  'metadata.creators.0.person_or_org.family_name': FAMILY_NAME_REQUIRED,
  'metadata.contributors.0.role': ROLE_REQUIRED,
  'metadata.rights.1.title': TITLE_REQUIRED,
  'metadata.rights.1.link': LINK_INVALID,
  'metadata.dates.0.date': DATE_REQUIRED,
  'metadata.dates.0.type': TYPE_REQUIRED,
  'metadata.dates.0.description': DESCRIPTION_REQUIRED,
  'metadata.related_identifiers.0.relation_type': RELATION_REQUIRED,
  'metadata.related_identifiers.0.identifier': IDENTIFIER_REQUIRED,
  'metadata.related_identifiers.0.scheme': SCHEME_REQUIRED,
  'metadata.related_identifiers.0.resource_type': TYPE_REQUIRED,
  'metadata.references.0.reference': REFERENCE_REQUIRED,
  'metadata.identifiers.0.identifier': IDENTIFIER_REQUIRED,
  'metadata.identifiers.0.scheme': SCHEME_REQUIRED,
  'metadata.subjects.1.subject': NAME_REQUIRED,
  // A funder and an award chosen from the vocabulary, then a custom funder and award.
  'metadata.funding.0.funder.id': NAME_REQUIRED,
  'metadata.funding.0.award.id': IDENTIFIER_REQUIRED,
  'metadata.funding.1.funder.name': NAME_REQUIRED,
  'metadata.funding.1.award.title': TITLE_REQUIRED,
  'metadata.funding.1.award.number': IDENTIFIER_REQUIRED,
  'metadata.funding.1.award.url': LINK_INVALID,
};

/** An error on each list as a whole (a list holds either these or its rows' errors). */
const LIST_ERRORS: Record<string, string> = {
  'metadata.additional_titles': TITLE_REQUIRED,
  'metadata.additional_descriptions': DESCRIPTION_REQUIRED,
  'metadata.creators': FAMILY_NAME_REQUIRED,
  'metadata.contributors': ROLE_REQUIRED,
  'metadata.rights': TITLE_REQUIRED,
  'metadata.dates': DATE_REQUIRED,
  'metadata.related_identifiers': RELATION_REQUIRED,
  'metadata.references': REFERENCE_REQUIRED,
  'metadata.identifiers': IDENTIFIER_REQUIRED,
  'metadata.subjects': NAME_REQUIRED,
  'metadata.funding': NAME_REQUIRED,
};

const withErrors = (errors: Record<string, string>) =>
  aRecord(undefined, {
    errors: Object.entries(errors).map(([field, message]) => ({ field, messages: [message] })),
  });

/** The red labels the fields show their errors in. */
/** The field errors (the sections' error counts are red labels too, and counted apart). */
const errorLabels = () => document.querySelectorAll('.ui.red.label:not(.rdm-error-count)');

describe('the deposit form’s field errors under the pseudo-locale', () => {
  it('an error on every kind of list row, and on the single fields', async () => {
    const record = withErrors(ROW_ERRORS);
    await renderForm(record);
    await screen.findAllByText(/is a required field/);
    // Every error is shown, each on its own (so none of them escapes the check).
    expect(errorLabels()).toHaveLength(Object.keys(ROW_ERRORS).length);
    expectAllTranslated(formData(record));
  });

  it('an error on each list as a whole', async () => {
    const record = withErrors(LIST_ERRORS);
    await renderForm(record);
    await screen.findAllByText(/is a required field/);
    expect(errorLabels()).toHaveLength(Object.keys(LIST_ERRORS).length);
    expectAllTranslated(formData(record));
  });

  it('the banner listing each field’s errors after a save', async () => {
    const record = aRecord();
    const errors = withErrors(ROW_ERRORS).errors;
    await renderForm(record, new FakeDraftsApi({ stored: record }).answerErrorsOnSave(errors));
    const [save] = screen.getAllByRole('button', { name: /Save draft/ });
    await userEvent.setup().click(save as HTMLElement);
    // The banner's list items, beside the fields' own labels.
    expect(await screen.findAllByText(/is a required field/, { selector: 'li' })).not.toHaveLength(
      0,
    );
    expectAllTranslated(formData(record));
  });
});
