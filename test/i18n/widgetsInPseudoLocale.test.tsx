import { screen, within } from '@testing-library/react';
import { STATUS_BANNERS } from '../../src/core/rules';
import { CommunityHeader } from '../../src/widgets/community-header';
import { DepositFormWidget } from '../../src/widgets/deposit-form';
import { NewVersionButton } from '../../src/widgets/new-version-button';
import { RequestAccess } from '../../src/widgets/request-access';
import { ShareAccessWidget } from '../../src/widgets/share-access';
import { StatusBanner } from '../../src/widgets/status-banner';
import { aSharedRecord } from '../factories/access';
import { aRecordWithSettings, anAccessRequest } from '../factories/accessRequest';
import { aCompleteDraft } from '../factories/completeDraft';
import { aDraft, draftLinks } from '../factories/draft';
import { FakeDraftsApi } from '../support/editor/fakeDraftsApi';
import { fakeAccessRequestsApi } from '../support/requestAccess/fakeAccessRequestsApi';
import { fakeAccessApi } from '../support/share/fakeAccessApi';
import { FakeFilesApi } from '../support/upload/fakeFilesApi';
import { aNamedCommunity, fakeCommunitiesApi } from '../widgets/community-header/renderHeader';
import { renderInPseudoLocale } from './pseudoLocale';
import { dataOf, expectAllTranslated, richTextWords, SCHEME_NAMES } from './pageData';

describe('every widget under the pseudo-locale', () => {
  it.each(Object.keys(STATUS_BANNERS))('status banner: %s', (status) => {
    renderInPseudoLocale(<StatusBanner record={{ status }} />);
    expectAllTranslated([]);
  });

  it('status banner: an unknown status', () => {
    // The banner logs the unknown status for the host's developers (not a user text).
    jest.mocked(console.error).mockImplementation(() => undefined);
    renderInPseudoLocale(<StatusBanner record={{ status: 'archived' }} />);
    expectAllTranslated(['archived']);
  });

  it('deposit form with every field filled', async () => {
    const record = aCompleteDraft({ id: 'abc12-34567', links: draftLinks('abc12-34567') });
    const config = { createUrl: 'https://repo.test/api/records', default_locale: 'en' };
    renderInPseudoLocale(
      <DepositFormWidget
        config={config}
        record={record}
        permissions={{ can_manage: true, can_new_version: true }}
        draftsApi={new FakeDraftsApi({ stored: record })}
        filesApi={new FakeFilesApi()}
        communitiesApi={fakeCommunitiesApi([])}
        navigate={jest.fn()}
      />,
    );
    await screen.findAllByRole('button', { name: /Save draft/ });
    // The table shows a checksum without its 'md5:' prefix.
    const checksums = dataOf(record.files).map((value) => value.replace(/^md5:/, ''));
    expectAllTranslated([...dataOf(record, config), ...checksums, ...SCHEME_NAMES]);
  });

  it('share access with its modal open', async () => {
    const record = aSharedRecord();
    renderInPseudoLocale(
      <ShareAccessWidget
        record={record}
        permissions={{ can_manage: true }}
        accessApi={fakeAccessApi({})}
        defaultOpen
      />,
    );
    await screen.findByRole('dialog', { name: '⟦Share access⟧' });
    expectAllTranslated(dataOf(record));
  });

  describe('community header', () => {
    const all = [aNamedCommunity('ocean-data'), aNamedCommunity('soil-lab')];
    const mine = [aNamedCommunity('my-lab')];
    const memberships = { 'id-ocean-data': 'curator', 'id-my-lab': 'owner' } as const;
    const renderHeader = (community = all[0] ?? null) =>
      renderInPseudoLocale(
        <CommunityHeader
          community={community}
          communitiesApi={fakeCommunitiesApi(all, mine)}
          memberships={memberships}
          record={aDraft()}
          onChange={jest.fn()}
        />,
      );

    it('with a community', () => {
      renderHeader();
      expectAllTranslated(dataOf(all[0]));
    });

    it('without a community', () => {
      renderHeader(null);
      expectAllTranslated([]);
    });

    it('with its selection modal open, on both tabs', async () => {
      const { user } = renderHeader(null);
      await user.click(screen.getByRole('button', { name: /Select a community/ }));
      const dialog = await screen.findByRole('dialog', { name: '⟦Select a community⟧' });
      await within(dialog).findByRole('heading', { name: 'Soil Lab' });
      expectAllTranslated(dataOf(all));
      await user.click(within(dialog).getByRole('tab', { name: '⟦My communities⟧' }));
      await within(dialog).findByRole('heading', { name: 'My Lab' });
      expectAllTranslated(dataOf(mine));
    });
  });

  describe('new-version button', () => {
    const record = aSharedRecord();

    it('enabled', () => {
      renderInPseudoLocale(
        <NewVersionButton
          record={record}
          permissions={{ can_new_version: true }}
          accessApi={fakeAccessApi({})}
        />,
      );
      expect(screen.getByRole('button')).toBeEnabled();
      expectAllTranslated([]);
    });

    it('disabled, with its reason as tooltip', async () => {
      const { user } = renderInPseudoLocale(
        <NewVersionButton record={record} permissions={{}} accessApi={fakeAccessApi({})} />,
      );
      await user.hover(screen.getByRole('button'));
      await screen.findByRole('tooltip');
      expectAllTranslated([]);
    });
  });

  describe('request access', () => {
    const conditions = '<p>Cite the <a href="https://example.org/terms">dataset</a>.</p>';
    const record = aRecordWithSettings({ accept_conditions_text: conditions });
    const jane = { id: '2', email: 'jane@example.org', full_name: 'Jane Doe' };
    const send = () => screen.getByRole('button', { name: '⟦Send⟧' });

    it("a guest's form with conditions, its errors and a refusal", async () => {
      const accessRequestsApi = fakeAccessRequestsApi({
        fail: {
          requestAccess: {
            status: 400,
            message: 'A validation error occurred.',
            fieldErrors: [{ field: 'email', messages: ['Not a valid email address.'] }],
          },
        },
      });
      const { user } = renderInPseudoLocale(
        <RequestAccess record={record} visitor={null} accessRequestsApi={accessRequestsApi} />,
      );
      await user.type(screen.getByRole('textbox', { name: '⟦E-mail address⟧' }), 'eric');
      await user.click(send());
      expectAllTranslated(richTextWords(conditions));
      await user.type(screen.getByRole('textbox', { name: '⟦Full name⟧' }), 'Eric');
      await user.type(screen.getByRole('textbox', { name: '⟦E-mail address⟧' }), '@example.org');
      await user.click(screen.getByRole('checkbox', { name: '⟦I accept the conditions⟧' }));
      await user.click(send());
      await screen.findByText('⟦Unable to send your request.⟧');
      // The server's own texts come as they are.
      expectAllTranslated([
        ...richTextWords(conditions),
        'A validation error occurred.',
        'Not a valid email address.',
      ]);
    });

    it('sent, to a guest and to a user', async () => {
      const guest = renderInPseudoLocale(
        <RequestAccess
          record={record}
          visitor={null}
          accessRequestsApi={fakeAccessRequestsApi()}
        />,
      );
      await guest.user.type(screen.getByRole('textbox', { name: '⟦Full name⟧' }), 'Eric');
      await guest.user.type(screen.getByRole('textbox', { name: '⟦E-mail address⟧' }), 'e@x.org');
      await guest.user.click(screen.getByRole('checkbox', { name: '⟦I accept the conditions⟧' }));
      await guest.user.click(send());
      await screen.findByText(/Check your inbox/);
      expectAllTranslated([]);
      guest.unmount();

      const user = renderInPseudoLocale(
        <RequestAccess
          record={aRecordWithSettings({})}
          visitor={jane}
          accessRequestsApi={fakeAccessRequestsApi({ accountEmail: jane.email })}
        />,
      );
      await user.user.click(await screen.findByRole('button', { name: '⟦Send⟧' }));
      await screen.findByRole('link', { name: '⟦See your request⟧' });
      expectAllTranslated([]);
    });

    it.each([
      ['has access', { visitor: null, permissions: { can_read_files: true } }],
      [
        'log in first',
        {
          visitor: null,
          record: aRecordWithSettings({ allow_guest_requests: false }),
          config: { loginUrl: '/login' },
        },
      ],
      [
        'no requests taken',
        { visitor: jane, record: aRecordWithSettings({ allow_user_requests: false }) },
      ],
    ])('%s', (_, props) => {
      renderInPseudoLocale(
        <RequestAccess record={record} accessRequestsApi={fakeAccessRequestsApi()} {...props} />,
      );
      expectAllTranslated([]);
    });

    it('checking, then an earlier request pending', async () => {
      renderInPseudoLocale(
        <RequestAccess
          record={record}
          visitor={jane}
          accessRequestsApi={fakeAccessRequestsApi({ openRequest: anAccessRequest() })}
        />,
      );
      expectAllTranslated([]);
      await screen.findByRole('link', { name: '⟦See your request⟧' });
      expectAllTranslated([]);
    });
  });
});
