import { screen } from '@testing-library/react';
import type { Community, DraftRecord } from '../../src/core/model';
import { DepositFormWidget } from '../../src/widgets/deposit-form';
import { aCompleteDraft } from '../factories/completeDraft';
import { draftLinks } from '../factories/draft';
import { fakeVocabulariesApi } from '../support/depositForm/fakeVocabulariesApi';
import { FakeDraftsApi } from '../support/editor/fakeDraftsApi';
import { FakeFilesApi } from '../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../widgets/community-header/renderHeader';
import { cc0, mit } from '../widgets/deposit-form/fields/licencesFixtures';
import { dataOf, richTextWords, SCHEME_NAMES } from './pageData';
import { renderInPseudoLocale } from './pseudoLocale';

/** Licences with short descriptions, so the picker shows them whole. */
export const LICENCE_HITS = [cc0, mit];

export const CONFIG = {
  createUrl: 'https://repo.test/api/records',
  default_locale: 'en',
  licenceSearchUrl: 'https://repo.test/api/vocabularies/licenses',
};

/** A filled draft, in a community when given one (the receiver of its review). */
export const aRecord = (community?: Community, more: Partial<DraftRecord> = {}): DraftRecord =>
  aCompleteDraft({
    id: 'abc12-34567',
    links: draftLinks('abc12-34567'),
    ...(community && { expanded: { parent: { review: { receiver: community } } } }),
    ...more,
  });

/** The whole deposit form, as in the widget check, with licences to pick from. */
export const renderForm = async (
  record: DraftRecord,
  draftsApi = new FakeDraftsApi({ stored: record }),
) => {
  const view = renderInPseudoLocale(
    <DepositFormWidget
      config={CONFIG}
      record={record}
      permissions={{ can_manage: true, can_new_version: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      vocabulariesApi={fakeVocabulariesApi({ licences: LICENCE_HITS })}
      navigate={jest.fn()}
    />,
  );
  await screen.findAllByRole('button', { name: /Save draft/ });
  // The sections after the first load after it: the whole form is what is checked.
  await screen.findByRole('region', { name: /References/ });
  return view;
};

/**
 * The form's own data: the record's values, checksums without 'md5:', scheme names. Not the
 * record's `errors`: their messages are catalog texts, which must show translated.
 */
export const formData = ({ errors: _errors, ...record }: DraftRecord, ...more: unknown[]) => [
  ...dataOf(record, CONFIG, ...more),
  ...dataOf(record.files).map((value) => value.replace(/^md5:/, '')),
  // The rich-text editor, once loaded, shows the description's words between its tags.
  ...richTextWords(record.metadata.description ?? ''),
  ...SCHEME_NAMES,
];
