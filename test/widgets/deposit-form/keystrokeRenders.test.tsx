// First: React looks for the DevTools hook this installs once, when react-dom loads.
import { componentsRenderedBy } from '../../support/react/renderedComponents';
import { act, screen } from '@testing-library/react';
import { SETTLE_AFTER_MS } from '../../../src/core/editor/session';
import { DepositFormWidget } from '../../../src/widgets/deposit-form';
import { aDraft } from '../../factories/draft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderFormOverFakeServer } from '../../support/depositForm/renderFormOverFakeServer';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../community-header/renderHeader';

// A form of 50 creators typed into key by key: about a second each on an idle machine, more
// than jest's 5 s beside the package build in CI.
jest.setTimeout(15_000);

/** A creator as the server stores it: with the name it puts together. */
const person = (index: number) => ({
  person_or_org: {
    type: 'personal' as const,
    family_name: `Family${index}`,
    given_name: `Given${index}`,
    name: `Family${index}, Given${index}`,
  },
  affiliations: [{ name: `Institute ${index}` }],
});

const renderForm = ({ autosaveDelayMs }: { autosaveDelayMs?: number } = {}) => {
  const stored = aDraft({
    files: { enabled: false, entries: {} },
    metadata: {
      title: 'Soil samples',
      resource_type: { id: 'dataset' },
      publication_date: '2026-01-01',
      creators: Array.from({ length: 50 }, (_, index) => person(index)),
    },
  });
  return renderWithOverrides(() => (
    <DepositFormWidget
      config={{
        createUrl: 'https://repo.test/api/records',
        default_locale: 'en',
        autosave: { delayMs: autosaveDelayMs },
      }}
      record={stored}
      permissions={{ can_manage: true }}
      draftsApi={new FakeDraftsApi({ stored })}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      navigate={jest.fn()}
    />
  ));
};

describe('a keystroke in the deposit form (50 creators)', () => {
  it.each([
    ['Title', 'Soil samplesxy'],
    ['Version', 'xy'],
  ])('in %s renders nothing: the input shows the key itself', async (label, typed) => {
    const { user } = renderForm();
    const field = screen.getByLabelText(label);
    await user.click(field);
    // The first key may change what the page shows elsewhere (a section counts as begun).
    await user.keyboard('x');
    const rendered = await componentsRenderedBy(() => user.keyboard('y'));
    expect(field).toHaveValue(typed);
    expect(rendered).toEqual([]);
  });

  it('reaches the readers of the whole form once typing pauses: the save status, once', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Title'));
    const rendered = await componentsRenderedBy(async () => {
      await user.keyboard('abcdef');
      await act(() => new Promise((done) => setTimeout(done, SETTLE_AFTER_MS + 50)));
    });
    expect(rendered).toEqual(['DraftSaveText']);
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samplesabcdef');
  });

  it('renders again, for a save’s answer, what it changed: no creator row', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), ' and roots');
    const rendered = await componentsRenderedBy(async () => {
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      await screen.findByText('Record successfully saved.');
    });
    expect(rendered).not.toContain('CreatibutorRow');
    expect(rendered).not.toContain('TextField');
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samples and roots');
  });

  it('renders, for an autosave’s answer, only what shows the saved draft', async () => {
    const { user } = renderForm({ autosaveDelayMs: 20 });
    await user.type(screen.getByLabelText('Title'), ' and roots');
    const rendered = await componentsRenderedBy(async () => {
      await act(() => new Promise((done) => setTimeout(done, SETTLE_AFTER_MS + 100)));
    });
    expect(await screen.findByText(/^Draft saved/)).toBeVisible();
    expect(rendered).toContain('AutosaveStatus');
    // Neither the page around the fields nor its panels: the answer left them as they were.
    for (const part of PAGE_PARTS) expect(rendered).not.toContain(part);
  });
});

/** The page's parts that no save of a draft's metadata changes. */
const PAGE_PARTS = [
  'DepositFormWidget',
  'DepositFormBody',
  'FoldingSection',
  'FileUploader',
  'AccessSection',
  'SectionNav',
  'PrefillStart',
  'CreatibutorRow',
  'TextField',
];

describe('a new upload’s first save', () => {
  it('renders the page around the fields, not the fields, the uploader’s list or the prefill', async () => {
    const { user } = renderFormOverFakeServer({ autosaveDelayMs: 20 });
    await user.click(await screen.findByRole('textbox', { name: 'Title' }));
    const rendered = await componentsRenderedBy(async () => {
      await user.paste('Tide tables');
      await screen.findByRole('button', { name: 'New upload from this record' });
    });
    expect(rendered).toContain('DepositFormWidget');
    for (const part of ['FieldGroupForm', 'SectionNav', 'PrefillStart', 'TextField']) {
      expect(rendered).not.toContain(part);
    }
  });
});
