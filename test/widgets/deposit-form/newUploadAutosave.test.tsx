import { act, screen } from '@testing-library/react';
import { renderFormOverFakeServer } from '../../support/depositForm/renderFormOverFakeServer';

const AUTOSAVE_DELAY_MS = 20;

/** A new upload's form, autosaving after a short pause. */
const renderNewUpload = () => renderFormOverFakeServer({ autosaveDelayMs: AUTOSAVE_DELAY_MS });

/** Well past the autosave's pause. */
const pastThePause = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS * 10)));

describe('a new upload’s autosave', () => {
  afterEach(() => window.localStorage.clear());

  it('creates no draft while the upload has no title, and keeps what was typed', async () => {
    const { user, draftsApi, unmount } = renderNewUpload();
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v1');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '   ');
    await pastThePause();
    expect(draftsApi.callsOf('save')).toEqual([]);

    // The next visit offers it back.
    unmount();
    const next = renderNewUpload();
    await next.user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue('v1');
  });

  it('creates the draft once the upload has a title', async () => {
    const { user, draftsApi } = renderNewUpload();
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v1');
    await pastThePause();
    // Pasted: typed key by key on a loaded machine, a gap may pass for the pause.
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('Tide tables');
    await pastThePause();
    const [created, ...more] = draftsApi.callsOf('save');
    expect(more).toEqual([]);
    expect(created?.draft).not.toHaveProperty('id');
    expect(created?.draft).toMatchObject({ metadata: { title: 'Tide tables', version: 'v1' } });
  });

  it('leaves Save draft to create an untitled draft at once', async () => {
    const { user, draftsApi } = renderNewUpload();
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v1');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Record successfully saved.')).toBeVisible();
    expect(draftsApi.callsOf('save')).toHaveLength(1);
  });
});
