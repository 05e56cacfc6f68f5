import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import {
  depositFormWidget,
  DepositFormWidget,
  mountDepositForm,
  type DepositFormWidgetProps,
} from '../../../src/widgets/deposit-form';
import { aMetadataOnlyDraft, UI } from '../../factories/draft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { descriptionEditorLoaded } from '../../support/editor/descriptionEditorLoaded';
import { renderOutsideAct } from '../../support/syncMount';
import { FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../community-header/renderHeader';

const config = { createUrl: 'https://repo.test/api/records', default_locale: 'en' };
const permissions = { can_manage: true, can_new_version: true };

const renderWidget = (stored?: DraftRecord) => {
  const draftsApi = new FakeDraftsApi({ stored, newId: 'new01-00001' });
  const navigate = jest.fn();
  const view = renderWithOverrides<Partial<DepositFormWidgetProps>>((overrides) => (
    <DepositFormWidget
      config={config}
      record={stored ?? {}}
      permissions={permissions}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      navigate={navigate}
      {...overrides}
    />
  ));
  return { ...view, draftsApi, navigate };
};

describe('DepositFormWidget', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
  });

  it('creates a new draft from what was typed, which can then be deleted', async () => {
    const { user, draftsApi } = renderWidget();
    await user.type(screen.getByLabelText('Title'), 'Tidal records');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Record successfully saved.')).toBeVisible();
    // A save without an id creates the draft (docs/api-clients.md#clients).
    const [save] = draftsApi.callsOf('save');
    expect(save?.draft).toMatchObject({ metadata: { title: 'Tidal records' } });
    expect(save?.draft).not.toHaveProperty('id');
    // The saved draft's address is another origin here; DepositForm's tests cover the move.
    expect(screen.getByRole('button', { name: 'Delete draft' })).toBeEnabled();
  });

  it('takes a new config from the host page, keeping what was typed', async () => {
    const { user, rerender, draftsApi } = renderWidget(aMetadataOnlyDraft());
    const title = screen.getByLabelText('Title');
    const typed = `${(title as HTMLInputElement).value} II`;
    await user.type(title, ' II');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
    // The community becomes required: the controller follows the new config.
    rerender({ config: { ...config, community_required_to_publish: true } });
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Record successfully saved.');
    expect(draftsApi.callsOf('save')[0]?.draft).toMatchObject({ metadata: { title: typed } });
  });

  it('offers New version on the locked files of a published record’s draft', async () => {
    // permissions allow new versions; the draft's links have its versions link.
    renderWidget(aMetadataOnlyDraft({ is_published: true, files: { enabled: true, entries: {} } }));
    expect(screen.getByText(/not allowed after you have published/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New version' })).toBeEnabled();
    await descriptionEditorLoaded();
  });

  it('shows the record’s status with a link to its review request', async () => {
    renderWidget(
      aMetadataOnlyDraft({
        status: 'in_review',
        parent: { review: { id: 'req-7', receiver: { community: 'open-science-id' } } },
      }),
    );
    expect(screen.getByText('In review')).toBeVisible();
    expect(screen.getByRole('link', { name: /View request/ })).toHaveAttribute(
      'href',
      '/me/requests/req-7',
    );
    await descriptionEditorLoaded();
  });

  it('shows the status of a record that came without one, as InvenioRDM derives it', async () => {
    renderWidget(
      aMetadataOnlyDraft({
        status: undefined,
        versions: { index: 2 },
        parent: {
          review: { id: 'req-7', status: 'submitted', receiver: { community: 'open-science-id' } },
        },
      }),
    );
    expect(screen.getByText('In review')).toBeVisible();
    expect(screen.getByRole('link', { name: /View request/ })).toBeVisible();
    await descriptionEditorLoaded();
  });

  it('publishes after the confirmation and goes to the record page', async () => {
    const { user, draftsApi, navigate } = renderWidget(aMetadataOnlyDraft());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${UI}/records/abc12-34567`));
    expect(draftsApi.kinds()).toEqual(['save', 'publish']);
  });

  it('keeps the typed title and says so when the save fails', async () => {
    const { user, draftsApi } = renderWidget(aMetadataOnlyDraft());
    draftsApi.failNext('save', new ApiError({ status: 500, message: 'Internal error' }));
    await user.type(screen.getByLabelText('Title'), ', second batch');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'The draft was not saved. Please try again. If the problem persists, contact user support.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samples, second batch');
  });
});

describe('mountDepositForm', () => {
  renderOutsideAct();

  const host = () => document.body.appendChild(document.createElement('div'));

  it('shows what is wrong with its props in place of the form, naming the field', () => {
    const errors = jest.mocked(console.error).mockImplementation(() => undefined);
    const target = host();
    const handle = mountDepositForm(target, {
      config: { ...config, pids: [{ scheme: 'doi' }] },
      record: {},
      permissions: {},
    });
    expect(target).toHaveTextContent('config.pids[0]');
    expect(target.querySelector('.rdm-deposit-form')).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('config.pids[0]'));
    handle.unmount();
  });

  it("places a host's own custom-field widget it is given", async () => {
    const target = host();
    const Rating = ({ label }: { label: string }) => <p>{label} by the host</p>;
    const ui = [
      { section: 'Quality', fields: [{ field: 'demo:quality', ui_widget: 'Rating', props: {} }] },
    ];
    const handle = mountDepositForm(target, {
      config: { ...config, custom_fields: { ui } },
      record: {},
      permissions: {},
      customFieldWidgets: { Rating },
    });
    expect(await within(target).findByText('demo:quality by the host')).toBeInTheDocument();
    handle.unmount();
  });

  it('takes new settings with update(), and refuses another record, keeping the form', async () => {
    const target = host();
    const draft = aMetadataOnlyDraft();
    const handle = mountDepositForm(target, { config, record: draft, permissions });
    const title = within(target).getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Typed before the update' } });
    handle.update({ config: { ...config, community_required_to_publish: true } });
    expect(within(target).getByRole('button', { name: 'Submit for review' })).toBeVisible();
    expect(() => handle.update({ record: { ...draft, id: 'zzz99-00000' } })).toThrow(
      'rdm-widgets: deposit-form reads record once, when it mounts',
    );
    expect(within(target).getByLabelText('Title')).toHaveValue('Typed before the update');
    handle.unmount();
  });

  it('names a custom-field widget that is not a component', () => {
    const parsed = depositFormWidget.parseProps({
      config,
      record: {},
      customFieldWidgets: { Rating: '<div>', Stars: () => null },
    });
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      {
        field: 'customFieldWidgets.Rating',
        message: 'must be a React component (a function or a memo/forwardRef object)',
      },
    ]);
    expect(
      depositFormWidget.parseProps({ config, record: {}, customFieldWidgets: [] }),
    ).toMatchObject({ ok: false, problems: [{ field: 'customFieldWidgets' }] });
  });
});

describe('the deposit form’s PID config check', () => {
  const doi = { scheme: 'doi', label: 'DOI', can_be_managed: true, can_be_unmanaged: true };
  const problemsWith = (pids: unknown[]) => {
    const parsed = depositFormWidget.parseProps({ config: { ...config, pids }, record: {} });
    return parsed.ok ? [] : parsed.problems.map(({ field }) => field);
  };

  it('requires the buttons’ texts of an identifier the repository reserves', () => {
    expect(problemsWith([doi])).toEqual([
      'config.pids[0].btn_label_get',
      'config.pids[0].btn_label_discard',
    ]);
    expect(problemsWith([{ ...doi, btn_label_get: ' ', btn_label_discard: 'Discard' }])).toEqual([
      'config.pids[0].btn_label_get',
    ]);
  });

  it('takes an own-identifier-only entry without button texts', () => {
    expect(problemsWith([{ ...doi, can_be_managed: false, placeholder: '10.1234/x' }])).toEqual([]);
  });

  it('words each problem as the other props checks do, entry by entry', () => {
    const parsed = depositFormWidget.parseProps({
      config: { ...config, pids: [{ ...doi, label: '', pid_type: 7 }, null, 'ark'] },
      record: {},
    });
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      { field: 'config.pids[0].label', message: 'must be a non-empty string, got a string' },
      { field: 'config.pids[0].pid_type', message: 'must be a non-empty string, got 7' },
      { field: 'config.pids[0].btn_label_get', message: 'is required' },
      { field: 'config.pids[0].btn_label_discard', message: 'is required' },
      { field: 'config.pids[1]', message: 'must be a JSON object' },
      { field: 'config.pids[2]', message: 'must be a JSON object' },
    ]);
    expect(
      depositFormWidget.parseProps({ config: { ...config, pids: {} }, record: {} }),
    ).toMatchObject({ problems: [{ field: 'config.pids', message: 'must be a JSON array' }] });
  });

  it('refuses texts that are not strings', () => {
    const texts = { btn_label_get: 'Get', btn_label_discard: 'Discard' };
    expect(problemsWith([{ ...doi, ...texts, placeholder: 10, managed_help_text: {} }])).toEqual([
      'config.pids[0].placeholder',
      'config.pids[0].managed_help_text',
    ]);
  });
});
