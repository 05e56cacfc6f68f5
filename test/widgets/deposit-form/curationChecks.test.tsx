import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { DraftRecord } from '../../../src/core/model';
import { DepositFormWidget } from '../../../src/widgets/deposit-form';
import { aMetadataOnlyDraft, UI } from '../../factories/draft';
import { descriptionEditorLoaded } from '../../support/editor/descriptionEditorLoaded';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { FUNDING_ADVICE, LANGUAGE_REQUIRED } from '../../support/editor/serverAnswers';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../community-header/renderHeader';

const renderForm = (stored: DraftRecord) => {
  const draftsApi = new FakeDraftsApi({ stored, newId: 'new01-00001' });
  const navigate = jest.fn();
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={{ createUrl: 'https://repo.test/api/records', default_locale: 'en' }}
      record={stored}
      permissions={{ can_manage: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      navigate={navigate}
    />
  ));
  return { ...view, draftsApi, navigate };
};

const publish = async (user: ReturnType<typeof renderForm>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish this record?' });
  await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
};

describe('Community checks in the deposit form', () => {
  it('shows advice with its description after a save, and publish goes ahead', async () => {
    const { user, draftsApi, navigate } = renderForm(aMetadataOnlyDraft());
    draftsApi.answerErrorsOnSave([FUNDING_ADVICE]);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Record successfully saved.')).toBeVisible();
    const panel = screen.getByRole('region', { name: 'Community checks' });
    expect(panel).toHaveTextContent(
      'These checks do not stop you from publishing or submitting for review.',
    );
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      'Recommended · Funding: Funding information is recommended.' +
        'Our funders ask for the grant to be named.',
    );
    // Advice does not mark the field as invalid.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await publish(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${UI}/records/abc12-34567`));
    expect(draftsApi.kinds()).toEqual(['save', 'save', 'publish']);
  });

  it('a blocking check stops publish; the banner names the field, the panel explains', async () => {
    const { user, draftsApi, navigate } = renderForm(aMetadataOnlyDraft());
    draftsApi.answerErrorsOnSave([LANGUAGE_REQUIRED, FUNDING_ADVICE]);
    await publish(user);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'The draft was not published. Record saved with validation errors:',
    );
    expect(within(banner).getByRole('list', { name: 'Languages' })).toHaveTextContent(
      'A language is required by this community.',
    );
    const panel = screen.getByRole('region', { name: 'Community checks' });
    expect(panel).toHaveTextContent(
      'Fix what must be fixed before you publish or submit for review.',
    );
    const [first, second] = within(panel).getAllByRole('listitem');
    expect(first).toHaveTextContent('Must be fixed · Languages');
    expect(first).toHaveTextContent('Curators index records by language.');
    expect(second).toHaveTextContent('Recommended · Funding');
    expect(navigate).not.toHaveBeenCalled();
    expect(draftsApi.kinds()).toEqual(['save']);
  });

  it('shows the checks the page printed with the draft, as text, with no axe violations', async () => {
    const html = { ...FUNDING_ADVICE, description: '<img src=x onerror=alert(1)>Name the grant.' };
    const { container } = renderForm(aMetadataOnlyDraft({ errors: [html] }));
    const panel = screen.getByRole('region', { name: 'Community checks' });
    expect(panel).toHaveTextContent('<img src=x onerror=alert(1)>Name the grant.');
    expect(panel.querySelector('img')).toBeNull();
    // The save status compares the form a moment after it settles, possibly while axe runs.
    const result = await act(() =>
      axe.run(container, { rules: { 'color-contrast': { enabled: false } } }),
    );
    expect(result.violations.map(({ id }) => id)).toEqual([]);
  });

  it('shows no panel when the draft has no check results', async () => {
    renderForm(
      aMetadataOnlyDraft({ errors: [{ field: 'metadata.title', messages: ['Missing data.'] }] }),
    );
    await descriptionEditorLoaded();
    expect(screen.queryByRole('region', { name: 'Community checks' })).not.toBeInTheDocument();
  });
});
