import { screen, waitFor, within } from '@testing-library/react';
import type { DraftRecord } from '../../../../src/core/model';
import { DepositFormWidget } from '../../../../src/widgets/deposit-form';
import { aMetadataOnlyDraft } from '../../../factories/draft';
import { descriptionEditorLoaded } from '../../../support/editor/descriptionEditorLoaded';
import { FakeDraftsApi } from '../../../support/editor/fakeDraftsApi';
import { CREATORS_MISSING, TITLE_MISSING } from '../../../support/editor/serverAnswers';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderWithOverrides } from '../../../support/renderWithOverrides';
import { FakeFilesApi } from '../../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../../community-header/renderHeader';

const renderForm = (stored: DraftRecord) => {
  const draftsApi = new FakeDraftsApi({ stored, newId: 'new01-00001' });
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={{ createUrl: 'https://repo.test/api/records', default_locale: 'en' }}
      record={stored}
      permissions={{ can_manage: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      vocabulariesApi={fakeVocabulariesApi()}
      navigate={jest.fn()}
    />
  ));
  return { ...view, draftsApi };
};

const sectionToggle = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}`) });
/** The flash banner (the fields' own errors are alerts too). */
const banner = (): HTMLElement => {
  const found = screen
    .getByText('Record saved with validation errors:')
    .closest<HTMLElement>('[role="alert"]');
  if (!found) throw new Error('no banner');
  return found;
};
const sectionNav = () => screen.getByRole('navigation', { name: 'Form sections' });

describe('The deposit page layout', () => {
  it('puts the actions, the visibility and the DOI beside the sections', async () => {
    renderForm(aMetadataOnlyDraft());
    const side = screen.getByRole('complementary', { name: 'Draft' });
    expect(within(side).getByRole('group', { name: 'Draft actions' })).toBeInTheDocument();
    expect(within(side).getByRole('region', { name: 'Visibility' })).toBeInTheDocument();
    expect(within(side).getByRole('navigation', { name: 'Form sections' })).toBeInTheDocument();
    expect(within(side).getByText('Draft saved', { exact: false })).toBeInTheDocument();
    expect(within(side).queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'References' })).toBeInTheDocument();
  });

  it('stacks the columns from its first render in a window too narrow for two', async () => {
    // jsdom has no ResizeObserver: what shows is the arrangement chosen before any layout.
    const wide = window.innerWidth;
    try {
      window.innerWidth = 375;
      renderForm(aMetadataOnlyDraft());
      const side = screen.getByRole('complementary', { name: 'Draft' });
      const title = screen.getByRole('textbox', { name: 'Title' });
      expect(side.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await descriptionEditorLoaded();
    } finally {
      window.innerWidth = wide;
    }
  });

  it('folds a section away and back without losing what was typed in it', async () => {
    const { user } = renderForm(aMetadataOnlyDraft());
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ocean heat, revised');
    await user.click(sectionToggle('Basic information'));
    expect(sectionToggle('Basic information')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    await user.click(sectionToggle('Basic information'));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ocean heat, revised');
  });

  it('says when the form holds changes the server has not got', async () => {
    const { user } = renderForm(aMetadataOnlyDraft());
    const side = screen.getByRole('complementary', { name: 'Draft' });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' 2');
    expect(await within(side).findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Record successfully saved.')).toBeInTheDocument();
    expect(within(side).queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  describe('after a refused save', () => {
    const refusedSave = async () => {
      const view = renderForm(aMetadataOnlyDraft());
      view.draftsApi.answerErrorsOnSave([TITLE_MISSING, CREATORS_MISSING]);
      await view.user.click(sectionToggle('Basic information'));
      await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
      await screen.findByText('Record saved with validation errors:');
      return view;
    };

    it('sums up the fields that need attention, and the summary has focus', async () => {
      await refusedSave();
      expect(banner()).toHaveFocus();
      expect(banner()).toHaveTextContent('2 fields need attention');
      const links = within(
        within(banner()).getByRole('list', { name: 'Fields that need attention' }),
      ).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['Title', 'Authors/Creators']);
    });

    it('counts the errors on the section heading and in the navigation', async () => {
      await refusedSave();
      expect(sectionToggle('Basic information')).toHaveTextContent('Basic information2 errors');
      expect(
        within(sectionNav()).getByRole('link', { name: /Basic information/ }),
      ).toHaveTextContent('2 errors');
    });

    it('a summary link opens the folded section and puts the cursor in the field', async () => {
      const { user } = await refusedSave();
      expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
      await user.click(within(banner()).getByRole('link', { name: 'Title' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
      expect(sectionToggle('Basic information')).toHaveAttribute('aria-expanded', 'true');
    });
  });

  it('the navigation opens a folded section and goes to its heading', async () => {
    const { user } = renderForm(aMetadataOnlyDraft());
    await user.click(await screen.findByRole('button', { name: /^Funding/ }));
    const funding = within(sectionNav()).getByRole('link', { name: /Funding/ });
    expect(funding).toHaveTextContent('Optional');
    await user.click(funding);
    await waitFor(() => expect(sectionToggle('Funding')).toHaveFocus());
    expect(sectionToggle('Funding')).toHaveAttribute('aria-expanded', 'true');
  });

  it('the navigation says which sections are complete and what is missing', async () => {
    const { user } = renderForm(aMetadataOnlyDraft());
    const states = () =>
      within(sectionNav())
        .getAllByRole('link')
        .slice(0, 3)
        .map((link) => link.textContent);
    // Metadata-only: no file needed. A title alone is not enough to publish.
    expect(states()).toEqual([
      'FilesComplete',
      'Basic informationRequired fields missing',
      'Recommended informationOptional',
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Version' }), 'v2');
    await waitFor(() => expect(states()[2]).toBe('Recommended informationComplete'));
  });
});
