import { act, screen, within } from '@testing-library/react';
import { ApiError } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import { aMetadataOnlyDraft } from '../../factories/draft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderFormOverFakeServer } from '../../support/depositForm/renderFormOverFakeServer';

/** The form autosaving after a short pause, over a fake server holding `stored` (or nothing). */
const renderAutosaving = (stored?: DraftRecord) =>
  renderFormOverFakeServer({
    record: stored,
    draftsApi: new FakeDraftsApi({ stored }),
    autosaveDelayMs: 20,
  });

/** The form's save status: one, whatever the state. */
const saveStatus = () => {
  const side = screen.getByRole('complementary', { name: 'Draft' });
  const [status, ...more] = within(side)
    .getAllByRole('status')
    .filter((element) => element.closest('.rdm-draft-status'));
  expect(more).toEqual([]);
  return status;
};

const serverError = () => new ApiError({ message: 'Internal server error', status: 500 });
const refusal = () => new ApiError({ message: 'Bad request', status: 400 });

describe('the deposit form’s save status', () => {
  afterEach(() => window.localStorage.clear());

  it('asks a new upload for a title, as nothing is saved until it has one', async () => {
    const { user } = renderAutosaving();
    expect(saveStatus()).toHaveTextContent('Not saved yet — give it a title to save it as a draft');
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(saveStatus()).toHaveTextContent('Not saved yet — give it a title to save it as a draft');
  });

  it('says it is saving while the autosave runs, and nothing else', async () => {
    const { user, draftsApi } = renderAutosaving(aMetadataOnlyDraft());
    draftsApi.hold('save');
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v2');
    expect(await screen.findByText('Saving…')).toBe(saveStatus());
  });

  it('says when the draft was saved', async () => {
    const { user } = renderAutosaving(aMetadataOnlyDraft());
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v2');
    expect(await screen.findByText(/^Draft saved/)).toBe(saveStatus());
  });

  it('says a failed autosave failed, and not that the draft is saved', async () => {
    const { user, draftsApi } = renderAutosaving(aMetadataOnlyDraft());
    draftsApi.failNext('save', refusal());
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v2');
    expect(await screen.findByText('Not saved — use Save draft to try again')).toBe(saveStatus());
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  });

  it('says the draft is saved once Save draft saved what the autosave could not', async () => {
    const { user, draftsApi } = renderAutosaving(aMetadataOnlyDraft());
    draftsApi.failNext('save', refusal());
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v2');
    await screen.findByText('Not saved — use Save draft to try again');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Draft saved/)).toBe(saveStatus());
    expect(screen.queryByText(/^Not saved/)).not.toBeInTheDocument();
  });

  it('names the values the server refused, and only that', async () => {
    const { user, draftsApi } = renderAutosaving(aMetadataOnlyDraft());
    draftsApi.answerErrorsOnSave([
      { field: 'metadata.publication_date', messages: ['Please provide a valid date.'] },
    ]);
    await user.type(screen.getByRole('textbox', { name: /Publication date/ }), '2024-13-45');
    expect(await screen.findByText(/^Saved .*, except Publication date$/)).toBe(saveStatus());
  });

  it('says it retries a server error, then that the draft is saved', async () => {
    const { user, draftsApi } = renderAutosaving(aMetadataOnlyDraft());
    draftsApi.failNext('save', serverError());
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v2');
    expect(await screen.findByText('Not saved — retrying')).toBe(saveStatus());
    expect(await screen.findByText(/^Draft saved/)).toBe(saveStatus());
  });
});
