import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Community, DraftRecord } from '../../src/core/model';
import { DepositFormWidget } from '../../src/widgets/deposit-form';
import { aCommunity } from '../factories/community';
import { aCompleteDraft } from '../factories/completeDraft';
import { draftLinks } from '../factories/draft';
import { fakeVocabulariesApi } from '../support/depositForm/fakeVocabulariesApi';
import { FakeDraftsApi } from '../support/editor/fakeDraftsApi';
import { FakeFilesApi } from '../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../widgets/community-header/renderHeader';
import { cc0, mit } from '../widgets/deposit-form/fields/licencesFixtures';
import { dataOf, expectAllTranslated, richTextWords, SCHEME_NAMES } from './pageData';
import { renderInPseudoLocale } from './pseudoLocale';

/** Licences with short descriptions, so the picker shows them whole. */
const LICENCE_HITS = [cc0, mit];

const CONFIG = {
  createUrl: 'https://repo.test/api/records',
  default_locale: 'en',
  licenceSearchUrl: 'https://repo.test/api/vocabularies/licenses',
};

/** A filled draft, in a community when given one (the receiver of its review). */
const aRecord = (community?: Community): DraftRecord =>
  aCompleteDraft({
    id: 'abc12-34567',
    links: draftLinks('abc12-34567'),
    ...(community && { expanded: { parent: { review: { receiver: community } } } }),
  });

/** The whole deposit form, as in the widget check, with licences to pick from. */
const renderForm = async (record: DraftRecord) => {
  const view = renderInPseudoLocale(
    <DepositFormWidget
      config={CONFIG}
      record={record}
      permissions={{ can_manage: true, can_new_version: true }}
      draftsApi={new FakeDraftsApi({ stored: record })}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      vocabulariesApi={fakeVocabulariesApi({ licences: LICENCE_HITS })}
      navigate={jest.fn()}
    />,
  );
  await screen.findAllByRole('button', { name: /Save draft/ });
  return view;
};

/** The form's own data: the record's values, checksums without 'md5:', scheme names. */
const formData = (record: DraftRecord, ...more: unknown[]) => [
  ...dataOf(record, CONFIG, ...more),
  ...dataOf(record.files).map((value) => value.replace(/^md5:/, '')),
  // The rich-text editor, once loaded, shows the description's words between its tags.
  ...richTextWords(record.metadata.description ?? ''),
  ...SCHEME_NAMES,
];

/** Clicks the first button so named (in `inside`, else anywhere) and answers its dialog. */
const open = async (user: UserEvent, button: RegExp, inside: HTMLElement = document.body) => {
  await user.click(within(inside).getAllByRole('button', { name: button })[0]!);
  return screen.findByRole('dialog');
};

const close = async (user: UserEvent) => {
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
};

describe('the deposit form’s modals under the pseudo-locale', () => {
  it('the creator and contributor modals, with their errors', async () => {
    const record = aRecord();
    const { user } = await renderForm(record);
    for (const opener of [/Add creator/, /Add contributor/]) {
      const dialog = await open(user, opener);
      await user.click(within(dialog).getByRole('button', { name: '⟦Save⟧' }));
      expectAllTranslated(formData(record));
      await close(user);
    }
  });

  it('the licence picker and the custom licence modal', async () => {
    const record = aRecord();
    const { user } = await renderForm(record);
    const picker = await open(user, /Add standard/);
    await within(picker).findByText(cc0.title_l10n);
    expectAllTranslated(formData(record, LICENCE_HITS));
    await close(user);

    const custom = await open(user, /Add custom/);
    await user.click(within(custom).getByRole('button', { name: '⟦Add⟧' }));
    expectAllTranslated(formData(record));
    await close(user);
  });

  it('the submit-review confirmation, with its errors', async () => {
    const community = aCommunity({ metadata: { title: 'Marine Biology' } });
    const record = aRecord(community);
    const { user } = await renderForm(record);
    const dialog = await open(user, /Submit for review/);
    await user.click(within(dialog).getByRole('button', { name: /Submit record for review/ }));
    await within(dialog).findAllByText(/You must accept this/);
    expectAllTranslated(formData(record));
  });

  it('the publish and delete confirmations', async () => {
    const record = aRecord();
    const { user } = await renderForm(record);
    await open(user, /^⟦Publish⟧$/);
    expectAllTranslated(formData(record));
    await close(user);
    await open(user, /Delete|Discard/, screen.getByRole('group', { name: '⟦Draft actions⟧' }));
    expectAllTranslated(formData(record));
  });
});
