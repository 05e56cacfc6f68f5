import { act, screen, within } from '@testing-library/react';
import type { RequestOptions } from '../../../../src/core/api';
import { SubjectsField } from '../../../../src/widgets/deposit-form/fields/SubjectsField';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../src/ui/hooks/useSuggestions';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm, type RenderInFormOptions } from '../../../support/depositForm/renderInForm';
import { subjectSuggestions, listValues } from './listsFixtures';

const settle = () =>
  act(async () => {
    jest.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS);
  });
const input = () => screen.getByRole('combobox', { name: 'Keyword or subject' });
const suggestions = () => screen.getByRole('listbox', { name: 'Keyword or subject suggestions' });
const chips = () => screen.getByRole('list', { name: 'Chosen keywords and subjects' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderSubjects = (
  api = fakeVocabulariesApi({ subjects: subjectSuggestions }),
  options: RenderInFormOptions = {},
) => ({
  ...renderInForm(<SubjectsField vocabulariesApi={api} />, { fakeTimers: true, ...options }),
  api,
});

describe('SubjectsField', () => {
  it('adds the typed text as a keyword on Enter, without saving the form', async () => {
    const { user, values, onSubmit } = renderSubjects();
    await user.type(input(), 'soil carbon{Enter}');
    expect(values().metadata.subjects).toEqual([{ subject: 'soil carbon' }]);
    expect(input()).toHaveValue('');
    expect(within(chips()).getByText('soil carbon')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds a keyword with the Add keyword button and ignores the same keyword twice', async () => {
    const { user, values } = renderSubjects();
    await user.type(input(), 'peat');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    await user.type(input(), 'Peat ');
    await user.click(screen.getByRole('button', { name: 'Add keyword' }));
    expect(values().metadata.subjects).toEqual([{ subject: 'peat' }]);
  });

  it('searches subjects once typing pauses and adds a picked one with its id', async () => {
    const { user, values, api } = renderSubjects();
    await user.type(input(), 'soil');
    act(() => jest.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS - 1));
    expect(api.calls).toEqual([]);
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await settle();
    expect(api.calls).toEqual([{ method: 'subjects', query: 'soil' }]);
    await user.click(
      within(suggestions()).getByRole('option', { name: 'Soil Microbiology (MeSH)' }),
    );
    expect(values().metadata.subjects).toEqual([
      { id: 'https://id.nlm.nih.gov/mesh/D012988', subject: 'Soil Microbiology' },
    ]);
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
  });

  it('picks a suggestion with the arrow keys and Enter, instead of adding a keyword', async () => {
    const { user, values, onSubmit } = renderSubjects();
    await user.type(input(), 'soil');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const microbiology = within(suggestions()).getByRole('option', { name: /^Soil Microbiology/ });
    expect(input()).toHaveAttribute('aria-activedescendant', microbiology.id);
    expect(input()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(values().metadata.subjects).toEqual([
      { id: 'https://id.nlm.nih.gov/mesh/D012988', subject: 'Soil Microbiology' },
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes a chip and gives the focus back to the input', async () => {
    const { user, values } = renderSubjects(undefined, {
      initialValues: listValues({
        subjects: [{ subject: 'peat' }, { id: 'mesh:1', subject: 'Soil' }],
      }),
    });
    await user.click(within(chips()).getByRole('button', { name: 'Remove peat' }));
    expect(values().metadata.subjects).toEqual([{ id: 'mesh:1', subject: 'Soil' }]);
    expect(input()).toHaveFocus();
  });

  it('says when the search failed, with the server message', async () => {
    const { user } = renderSubjects(
      fakeVocabulariesApi({ subjects: subjectSuggestions, fail: { subjects: 'Search is down.' } }),
    );
    await user.type(input(), 'zz');
    await settle();
    expect(screen.getByText(/Suggestions could not be loaded/)).toHaveTextContent(
      'Suggestions could not be loaded: Search is down.',
    );
  });

  it('says when no subject matches', async () => {
    const { user } = renderSubjects();
    await user.type(input(), 'zz');
    await settle();
    expect(screen.getByText('No matches found.')).toBeInTheDocument();
  });

  it('aborts the pending search when the text changes or the field goes away', async () => {
    const api = fakeVocabulariesApi({ hang: ['subjects'] });
    const signals: AbortSignal[] = [];
    const subjects = api.subjects.bind(api);
    api.subjects = (suggest: string, options?: RequestOptions) => {
      if (options?.signal) signals.push(options.signal);
      return subjects(suggest, options);
    };
    const { user, unmount } = renderSubjects(api);
    await user.type(input(), 'so');
    await settle();
    await user.type(input(), 'i');
    expect(signals[0]?.aborted).toBe(true);
    await settle();
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    unmount();
    expect(signals[1]?.aborted).toBe(true);
    expect(api.calls.map((call) => call.query)).toEqual(['so', 'soi']);
  });

  it('works without a vocabularies API as a keyword list', async () => {
    const { user, values } = renderInForm(<SubjectsField />, { fakeTimers: true });
    await user.type(input(), 'tundra{Enter}');
    await settle();
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(values().metadata.subjects).toEqual([{ subject: 'tundra' }]);
  });

  it('shows the errors of the list and of each subject', () => {
    renderSubjects(undefined, {
      initialValues: listValues({ subjects: [{ subject: '' }] }),
      initialErrors: { metadata: { subjects: [{ subject: 'Subject is required.' }] } } as never,
    });
    expect(within(chips()).getByText('Subject is required.')).toBeInTheDocument();
  });
});
