import { screen, waitFor, within } from '@testing-library/react';
import type { DraftRecord } from '../../../../src/core/model';
import {
  DEPOSIT_FORM_OWN_OVERRIDE_IDS,
  type Override,
  type OverrideProps,
} from '../../../../src/ui/overrides';
import { aCommunity } from '../../../factories/community';
import { aMetadataOnlyDraft } from '../../../factories/draft';
import { renderFormOverFakeServer } from '../../../support/depositForm/renderFormOverFakeServer';
import { FakeDraftsApi } from '../../../support/editor/fakeDraftsApi';

const DOI = {
  scheme: 'doi',
  label: 'DOI',
  can_be_managed: true,
  can_be_unmanaged: true,
  btn_label_get: 'Get a DOI now!',
  btn_label_discard: 'Discard the reserved DOI',
};

const METADATA = { title: 'Soil samples', version: 'v1', publisher: 'Field station' };

/**
 * A saved draft; 'Change community' shows only on one its community declined, the submission
 * only on one with a community to submit to.
 */
const storedFor = (id: string): DraftRecord => {
  if (id === 'deposit-form.action.change-community')
    return aMetadataOnlyDraft({
      metadata: METADATA,
      status: 'declined',
      expanded: { parent: { review: { receiver: aCommunity() } } },
    } as Partial<DraftRecord>);
  if (id === 'deposit-form.modal.submit-review')
    return aMetadataOnlyDraft({
      metadata: METADATA,
      expanded: { parent: { review: { receiver: aCommunity() } } },
    } as Partial<DraftRecord>);
  return aMetadataOnlyDraft({ metadata: METADATA });
};

/** The button that opens each dialog: a dialog's part is there from its first opening. */
const OPENERS: Record<string, RegExp> = {
  'deposit-form.modal.publish': /^Publish$/,
  'deposit-form.modal.submit-review': /^Submit for review$/,
  'deposit-form.modal.delete': /^Delete draft$/,
};

const HostPart = () => <p>The host’s part</p>;

/** Where a part of each kind sits: fields in a section, buttons and dialogs among the actions. */
const containerOf = (id: string) => {
  if (id.startsWith('deposit-form.field.'))
    return screen.getByText('The host’s part').closest('[data-section]');
  if (/^deposit-form\.(action|modal)\./.test(id))
    return screen.getByRole('group', { name: 'Draft actions' });
  if (id.startsWith('deposit-form.panel.'))
    return screen.getByRole('complementary', { name: 'Draft' });
  return document.body;
};

const renderWith = async (id: string, override: Override) => {
  const stored = storedFor(id);
  const draftsApi = new FakeDraftsApi({ stored });
  const view = renderFormOverFakeServer({
    record: stored,
    draftsApi,
    config: { pids: [DOI] },
    overrides: { [id]: override },
  });
  // The sections after the first render once the page is idle.
  await screen.findByRole('region', {
    name: id === 'deposit-form.section.funding' ? 'References' : 'Funding',
  });
  return { ...view, draftsApi };
};

/** Save draft sends what the draft held: a part replaced or hidden loses none of it. */
const expectSaveKeepsValues = async (view: Awaited<ReturnType<typeof renderWith>>, id: string) => {
  if (id === 'deposit-form.action.save') return;
  await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(view.draftsApi.callsOf('save')).toHaveLength(1));
  expect(view.draftsApi.callsOf('save')[0]?.draft).toMatchObject({ metadata: METADATA });
};

describe('every part of the deposit form a host can override', () => {
  it.each(DEPOSIT_FORM_OWN_OVERRIDE_IDS)(
    '%s: the host’s part shows in its place, and the form still saves',
    async (id) => {
      const view = await renderWith(id, HostPart);
      const opener = OPENERS[id];
      if (opener) await view.user.click(screen.getByRole('button', { name: opener }));
      expect(await screen.findAllByText('The host’s part')).toHaveLength(1);
      expect(containerOf(id)).toContainElement(screen.getByText('The host’s part'));
      await expectSaveKeepsValues(view, id);
    },
  );

  it.each(DEPOSIT_FORM_OWN_OVERRIDE_IDS)(
    '%s: hidden, it leaves the page, and the form still saves',
    async (id) => {
      const Probe = ({ Default, ...props }: OverrideProps<object>) => (
        <div data-testid="default">
          <Default {...props} />
        </div>
      );
      const wrapped = await renderWith(id, Probe);
      // A dialog's part is not there until its first opening: it leaves nothing either way.
      const partText = OPENERS[id] ? '' : (screen.getByTestId('default').textContent ?? '');
      const pageText = document.body.textContent ?? '';
      wrapped.unmount();

      const hidden = await renderWith(id, { hide: true });
      expect((document.body.textContent ?? '').length).toBe(pageText.length - partText.length);
      await expectSaveKeepsValues(hidden, id);
    },
  );
});

describe('a host’s override of the deposit form', () => {
  it('gets the part itself as Default, and a wrapped Save draft still saves', async () => {
    const Framed = ({ Default, ...props }: OverrideProps<object>) => (
      <span role="note" aria-label="Framed">
        <Default {...props} />
      </span>
    );
    const { user, draftsApi } = await renderWith('deposit-form.action.save', Framed);
    const framed = screen.getByRole('note', { name: 'Framed' });
    await user.click(within(framed).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(draftsApi.callsOf('save')).toHaveLength(1));
    expect(draftsApi.callsOf('save')[0]?.draft).toMatchObject({ metadata: METADATA });
  });
});

it('takes the overrides of a custom-field section by its place in the config', async () => {
  const stored = aMetadataOnlyDraft({ metadata: METADATA });
  const section = (title: string, field: string) => ({
    section: title,
    fields: [{ field, ui_widget: 'Input', props: { label: field } }],
  });
  renderFormOverFakeServer({
    record: stored,
    draftsApi: new FakeDraftsApi({ stored }),
    config: {
      custom_fields: { ui: [section('Project', 'demo:code'), section('Site', 'demo:site')] },
    },
    overrides: { 'deposit-form.section.custom-1': HostPart },
  });
  expect(await screen.findByRole('region', { name: 'Project' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Site' })).not.toBeInTheDocument();
  expect(screen.getByText('The host’s part')).toBeInTheDocument();
});
