import { act, screen, within } from '@testing-library/react';
import type { RequestOptions } from '../../../../src/core/api';
import type { VocabularyEntry } from '../../../../src/core/model';
import { AdditionalTitlesField } from '../../../../src/widgets/deposit-form/fields/AdditionalTitlesField';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../src/ui/hooks/useSuggestions';
import { LanguagesField } from '../../../../src/widgets/deposit-form/fields/LanguagesField';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm } from '../../../support/depositForm/renderInForm';

const languages: VocabularyEntry[] = [
  { id: 'eng', title: { en: 'English', de: 'Englisch' } },
  { id: 'fra', title: { en: 'French' } },
  { id: 'deu', title: { en: 'German' } },
];

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Lets the debounce run out and the (already answered) request settle. */
const settle = async () => {
  await act(async () => {
    jest.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS);
  });
};
const search = () => screen.getByRole('combobox', { name: 'Languages' });
const suggestions = () => screen.getByRole('listbox', { name: 'Language suggestions' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderLanguages = (api = fakeVocabulariesApi({ languages }), options = {}) => ({
  ...renderInForm(<LanguagesField vocabulariesApi={api} />, { fakeTimers: true, ...options }),
  api,
});

describe('LanguagesField', () => {
  it('searches once typing pauses, and only for the last text', async () => {
    const { user, api } = renderLanguages();
    await user.type(search(), 'fre');
    advance(SUGGESTION_DEBOUNCE_MS - 1);
    expect(api.calls).toEqual([]);
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await settle();
    expect(api.calls).toEqual([{ method: 'languages', query: 'fre' }]);
    expect(
      within(suggestions())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['French']);
  });

  it('adds a picked language as a removable label with its title', async () => {
    const { user, values } = renderLanguages();
    await user.type(search(), 'e');
    await settle();
    await user.click(within(suggestions()).getByRole('option', { name: 'German' }));
    expect(values().metadata.languages).toEqual([{ id: 'deu', title: 'German' }]);
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();

    const chosen = screen.getByRole('list', { name: 'Chosen languages' });
    expect(within(chosen).getByText('German')).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Remove German' }));
    expect(values().metadata.languages).toEqual([]);
  });

  it('does not suggest languages already chosen', async () => {
    const { user } = renderLanguages(undefined, {
      initialValues: { metadata: { languages: [{ id: 'eng', title: 'English' }] } },
    });
    await user.type(search(), 'en');
    await settle();
    // 'French' and 'German' match 'en' too; English is already chosen.
    expect(within(suggestions()).queryByRole('option', { name: 'English' })).toBeNull();
    expect(within(suggestions()).getAllByRole('option')).toHaveLength(2);
  });

  it('is usable by keyboard: the arrows move through the suggestions, Enter picks', async () => {
    const { user, values } = renderLanguages();
    await user.type(search(), 'e');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const french = within(suggestions()).getByRole('option', { name: 'French' });
    expect(search()).toHaveAttribute('aria-activedescendant', french.id);
    expect(search()).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(values().metadata.languages).toEqual([{ id: 'eng', title: 'English' }]);
  });

  it('says when nothing matches', async () => {
    const { user } = renderLanguages();
    await user.type(search(), 'zz');
    await settle();
    expect(screen.getByText('No matches found.')).toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    const { user } = renderLanguages(fakeVocabulariesApi({ fail: { languages: 'Boom' } }));
    await user.type(search(), 'fr');
    await settle();
    expect(screen.getByText('The language search failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Language suggestions' })).toBeNull();
  });

  it('aborts a running search when the text changes, and when the field goes away', async () => {
    const api = fakeVocabulariesApi({ hang: ['languages'] });
    const signals: AbortSignal[] = [];
    const hanging = api.languages.bind(api);
    api.languages = (suggest: string, options?: RequestOptions) => {
      if (options?.signal) signals.push(options.signal);
      return hanging(suggest, options);
    };
    const { user, unmount } = renderLanguages(api);
    await user.type(search(), 'f');
    await settle();
    await user.type(search(), 'r');
    await settle();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    unmount();
    expect(signals[1]?.aborted).toBe(true);
  });

  it('shows an error given at metadata.languages', () => {
    renderLanguages(undefined, {
      initialErrors: { metadata: { languages: 'Unknown language.' } as never },
    });
    expect(search()).toHaveAccessibleDescription('Unknown language.');
    expect(search()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('language of a list row', () => {
  it('names a saved row’s language, which comes back as its id alone', () => {
    renderInForm(<AdditionalTitlesField vocabulariesApi={fakeVocabulariesApi({ languages })} />, {
      initialValues: {
        metadata: {
          additional_titles: [{ title: 'Bodenproben', type: 'translated-title', lang: 'deu' }],
        } as never,
      },
    });
    const row = screen.getByRole('group', { name: 'Additional title 1' });
    expect(within(row).getByRole('button', { name: 'Remove German' })).toBeInTheDocument();
    expect(within(row).queryByText('deu')).not.toBeInTheDocument();
  });

  it('stores the picked language’s id and lets it be removed', async () => {
    const api = fakeVocabulariesApi({ languages });
    const { user, values } = renderInForm(<AdditionalTitlesField vocabulariesApi={api} />, {
      fakeTimers: true,
      initialValues: {
        metadata: { additional_titles: [{ title: 'Titre', type: 'translated-title' }] } as never,
      },
    });
    const row = screen.getByRole('group', { name: 'Additional title 1' });
    await user.type(within(row).getByRole('combobox', { name: 'Language' }), 'fr');
    await settle();
    await user.click(within(row).getByRole('option', { name: 'French' }));
    expect(values().metadata.additional_titles[0]).toEqual({
      title: 'Titre',
      type: 'translated-title',
      lang: 'fra',
    });
    await user.click(within(row).getByRole('button', { name: 'Remove French' }));
    expect(values().metadata.additional_titles[0]?.lang).toBeUndefined();
    expect(within(row).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});
