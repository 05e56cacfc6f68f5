import { screen, waitFor, within } from '@testing-library/react';
import { MetadataFields } from '../../../../src/widgets/deposit-form/fields/MetadataFields';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { EDITOR_CONFIG } from '../../../support/editor/editorSetup';

/** The later sections' code fails to arrive this many times before it does (a flaky network). */
let mockFailuresLeft = 0;
jest.mock('../../../../src/widgets/deposit-form/fields/LaterSections', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return jest.requireActual('../../../../src/widgets/deposit-form/fields/LaterSections');
});

const FAILED = 'The rest of the form could not be loaded. Check your connection and retry.';

const renderFields = (version: string) =>
  renderInForm(<MetadataFields config={EDITOR_CONFIG} vocabulariesApi={fakeVocabulariesApi()} />, {
    initialValues: { metadata: { title: 'Tides', version } } as never,
  });

describe('the later sections’ code failing to load', () => {
  it('says so with Retry, and a retry brings them with the focus on the first, nothing lost', async () => {
    mockFailuresLeft = 2;
    const { user, values } = renderFields('v3');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(FAILED);
    // The first section works meanwhile.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' and currents');

    const retry = within(failure).getByRole('button', { name: 'Retry' });
    await user.click(retry);
    // Failed again: the message stays, the focus on its button.
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' })).toHaveFocus();

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'References' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Recommended information' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue('v3');
    expect(values().metadata.title).toBe('Tides and currents');
  });
});
