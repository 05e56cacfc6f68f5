import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { CommunitySelectionModal } from '../../../src/widgets/community-header';
import { DeleteModal } from '../../../src/widgets/deposit-form/DeleteModal';
import { CreatibutorModal } from '../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal';
import { CustomLicenceModal } from '../../../src/widgets/deposit-form/fields/licences/CustomLicenceModal';
import { LicencePickerModal } from '../../../src/widgets/deposit-form/fields/licences/LicencePickerModal';
import { PublishModal } from '../../../src/widgets/deposit-form/PublishModal';
import { SubmitReviewModal } from '../../../src/widgets/deposit-form/SubmitReviewModal';
import { ShareModal } from '../../../src/widgets/share-access/ShareModal';
import { aSharedRecord } from '../../factories/access';
import { aDraft } from '../../factories/draft';
import { fakeVocabulariesApi } from '../../support/depositForm/fakeVocabulariesApi';
import { fakeAccessApi } from '../../support/share/fakeAccessApi';
import { aNamedCommunity, fakeCommunitiesApi } from '../../widgets/community-header/renderHeader';

/** More presses than any modal has controls: the walk comes round at least once. */
const TAB_PRESSES = 40;

const noop = () => undefined;

/** Every modal of the widgets, open, with what it needs and no more. */
const MODALS: Record<string, () => ReactElement> = {
  'Add author': () => <CreatibutorModal kind="creators" onSave={noop} onClose={noop} />,
  'Add custom license': () => <CustomLicenceModal onSave={noop} onClose={noop} />,
  'Add standard license': () => (
    <LicencePickerModal
      api={fakeVocabulariesApi()}
      searchUrl="https://repo.test/api/vocabularies/licenses"
      present={[]}
      onAdd={noop}
      onClose={noop}
    />
  ),
  'Publish this record?': () => (
    <PublishModal
      open
      withoutCommunity={false}
      submitting={false}
      onConfirm={noop}
      onClose={noop}
    />
  ),
  'Delete this draft?': () => (
    <DeleteModal open kind="delete-draft" submitting={false} onConfirm={noop} onClose={noop} />
  ),
  'Submit for review': () => (
    <SubmitReviewModal
      open
      communityTitle="Open Science"
      directPublish={false}
      recordPublished={false}
      submitting={false}
      onConfirm={noop}
      onClose={noop}
    />
  ),
  'Select a community': () => (
    <CommunitySelectionModal
      open
      communitiesApi={fakeCommunitiesApi([aNamedCommunity('open-science')])}
      record={aDraft()}
      onSelect={noop}
      onClose={noop}
    />
  ),
  'Share access': () => (
    <ShareModal
      record={aSharedRecord()}
      accessApi={fakeAccessApi()}
      canManage
      settings={{
        allow_user_requests: false,
        allow_guest_requests: false,
        accept_conditions_text: null,
        secret_link_expiration: '0',
      }}
      onSettingsSaved={noop}
      onClose={noop}
    />
  ),
};

const renderOpen = (modal: () => ReactElement) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <button type="button">On the page</button>
      {modal()}
    </I18nextProvider>,
  );

/** The newest open dialog: the one Tab and Escape belong to. */
const newestDialog = () => screen.getAllByRole('dialog').at(-1) as HTMLElement;

/** Tabs (every fifth press backwards) and answers the presses after which focus was outside. */
const walk = async (user: ReturnType<typeof userEvent.setup>) => {
  const strays: number[] = [];
  for (let press = 1; press <= TAB_PRESSES; press++) {
    await user.tab({ shift: press % 5 === 0 });
    if (!newestDialog().contains(document.activeElement)) strays.push(press);
  }
  return strays;
};

describe.each(Object.entries(MODALS))('The %s modal', (title, modal) => {
  it('takes focus in and keeps it through 40 Tab presses', async () => {
    const user = userEvent.setup();
    renderOpen(modal);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await walk(user)).toEqual([]);
  });

  it('has its content and actions as children of the modal, the main action primary', () => {
    const { unmount } = renderOpen(modal);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.querySelector(':scope > .content')).not.toBeNull();
    const actions = dialog.querySelectorAll('.actions');
    for (const bar of actions) expect(bar.parentElement).toBe(dialog);
    // The last button of the bar is the one the modal is for; Cancel is plain.
    const buttons = [...dialog.querySelectorAll(':scope > .actions button')];
    if (buttons.length > 1) {
      expect(buttons.at(-1)?.className).toMatch(/\b(primary|negative)\b/);
      const cancel = within(dialog).queryByRole('button', { name: 'Cancel' });
      if (cancel) expect(cancel).toHaveClass('basic');
    }
    // Before a search it started answers.
    unmount();
  });
});

describe('Add people over Share', () => {
  it('keeps Tab in the newest modal, then gives focus back to Add people on Escape', async () => {
    const user = userEvent.setup();
    renderOpen(MODALS['Share access'] as () => ReactElement);
    const share = await screen.findByRole('dialog', { name: 'Share access' });
    const addPeople = await within(share).findByRole('button', { name: 'Add people' });
    await user.click(addPeople);
    const add = await screen.findByRole('dialog', { name: 'Add people' });
    expect(add).toContainElement(document.activeElement as HTMLElement);
    expect(await walk(user)).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add people' })).toBeNull());
    expect(addPeople).toHaveFocus();
    expect(await walk(user)).toEqual([]);
  });
});

describe("Share's own actions", () => {
  it('are primary, and Cancel is plain', async () => {
    const user = userEvent.setup();
    renderOpen(MODALS['Share access'] as () => ReactElement);
    const share = await screen.findByRole('dialog', { name: 'Share access' });
    await user.click(within(share).getByRole('tab', { name: /^Links/ }));
    expect(await within(share).findByRole('button', { name: 'Create link' })).toHaveClass(
      'primary',
    );
    await user.click(within(share).getByRole('tab', { name: 'Settings' }));
    expect(within(share).getByRole('button', { name: 'Save' })).toHaveClass('primary');
    expect(within(share).getByRole('button', { name: 'Cancel' })).toHaveClass('basic');
  });
});
