import { screen } from '@testing-library/react';
import { aMetadataOnlyDraft } from '../../factories/draft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderFormOverFakeServer } from '../../support/depositForm/renderFormOverFakeServer';

const DATE_REFUSED = 'Please provide a valid date or interval.';
const MISSING_FILES =
  'Missing uploaded files. To disable files for this record please mark it as metadata-only.';

/** The form over a draft whose saves the server answers as it does a date it cannot read. */
const renderAutosaving = () => {
  // Files on, none uploaded yet: the server says so with every save.
  const stored = aMetadataOnlyDraft({ files: { enabled: true, entries: {} } });
  const draftsApi = new FakeDraftsApi({ stored });
  draftsApi.answerErrorsOnSave([
    { field: 'metadata.publication_date', messages: [DATE_REFUSED] },
    // What the draft still lacks: no news while the user is typing.
    { field: 'metadata.creators', messages: ['Missing data for required field.'] },
    { field: 'files.enabled', messages: [MISSING_FILES] },
  ]);
  return renderFormOverFakeServer({ record: stored, draftsApi, autosaveDelayMs: 20 });
};

describe('an autosave whose answer refuses a value', () => {
  afterEach(() => window.localStorage.clear());

  it('says so at the field and does not just say "Saved"', async () => {
    const { user, draftsApi } = renderAutosaving();
    const date = screen.getByRole('textbox', { name: /Publication date/ });
    await user.type(date, '2024-13-45');

    const status = await screen.findByText(/^Saved .*, except Publication date$/);
    expect(status).toHaveAttribute('role', 'status');
    expect(draftsApi.callsOf('save')).not.toHaveLength(0);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(expect.stringContaining(DATE_REFUSED));
    // Creators and files are still to come, not refused: not flagged while the user types.
    expect(screen.queryByText('Missing data for required field.')).not.toBeInTheDocument();
    expect(screen.queryByText(MISSING_FILES)).not.toBeInTheDocument();
  });
});
