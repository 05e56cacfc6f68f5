import { screen, within } from '@testing-library/react';
import { ApiError } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import { aCommunity } from '../../factories/community';
import { aMetadataOnlyDraft } from '../../factories/draft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderFormOverFakeServer } from '../../support/depositForm/renderFormOverFakeServer';

const openScience = aCommunity();

/** The form (autosave off: nothing else would save the choice) over a fake server. */
const renderForm = (stored?: DraftRecord) =>
  renderFormOverFakeServer({
    record: stored,
    draftsApi: new FakeDraftsApi({ stored, communities: [openScience] }),
    communities: [openScience],
  });

const side = () => screen.getByRole('complementary', { name: 'Draft' });

describe('choosing a community in the deposit form', () => {
  afterEach(() => window.localStorage.clear());

  it('saves the choice at once, with the draft’s review, and says so', async () => {
    const { user, draftsApi } = renderForm(aMetadataOnlyDraft());
    await user.click(screen.getByRole('button', { name: 'Select a community' }));
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    expect(await within(side()).findByText('Community saved with the draft.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(draftsApi.kinds()).toEqual(['save', 'putReview', 'read']);
    expect(draftsApi.callsOf('putReview')[0]?.arg).toBe(openScience.id);
    // Saved quietly: no banner over the form.
    expect(screen.queryByText('Record successfully saved.')).not.toBeInTheDocument();
  });

  it('creates a new upload’s draft to hold the choice', async () => {
    const { user, draftsApi } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Select a community' }));
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    await within(side()).findByText('Community saved with the draft.');
    expect(draftsApi.callsOf('save')[0]?.draft).not.toHaveProperty('id');
    expect(draftsApi.kinds()).toContain('putReview');
  });

  it('removes the review at once when the community is removed', async () => {
    const { user, draftsApi } = renderForm(aMetadataOnlyDraft());
    await user.click(screen.getByRole('button', { name: 'Select a community' }));
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    await within(side()).findByText('Community saved with the draft.');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await within(side()).findByText('Community removed from the draft.')).toBeVisible();
    expect(draftsApi.kinds()).toContain('deleteReview');
  });

  it('keeps a choice it could not save, and says so at the choice', async () => {
    const { user, draftsApi } = renderForm(aMetadataOnlyDraft());
    draftsApi.failNext('putReview', new ApiError({ message: 'Server error', status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Select a community' }));
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    expect(await within(side()).findByRole('alert')).toHaveTextContent(
      'The community was not saved. It stays chosen: use Save draft to try again.',
    );
    expect(within(side()).getByRole('heading', { name: /Open Science$/ })).toBeVisible();
    expect(screen.queryByText('Community saved with the draft.')).not.toBeInTheDocument();

    // Save draft saves it.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Record successfully saved.');
    expect(draftsApi.callsOf('putReview')).toHaveLength(2);
  });
});
