import { screen, waitFor, within } from '@testing-library/react';
import type { AffiliationSuggestion, NameSuggestion } from '../../../../src/core/api';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { dialog, renderModal } from './modalFixtures';

const JANE: NameSuggestion = {
  id: 'jane-doe',
  name: 'Doe, Jane',
  given_name: 'Jane',
  family_name: 'Doe',
  identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
  affiliations: [{ id: '01ggx4157', name: 'CERN' }],
};
const JOHN: NameSuggestion = { id: 'john-roe', name: 'Roe, John' };

const CERN: AffiliationSuggestion = {
  id: '01ggx4157',
  name: 'European Organization for Nuclear Research',
  acronym: 'CERN',
  country_name: 'Switzerland',
};

const api = () => fakeVocabulariesApi({ names: [JANE, JOHN], affiliations: [CERN] });
const nameSearch = () => screen.getByRole('combobox', { name: 'Search for a person' });
const save = () => within(dialog()).getByRole('button', { name: 'Save' });

describe('Names autocomplete', () => {
  it("'search' (the default) fills the fields from the picked person", async () => {
    const vocabulariesApi = api();
    const { user, savedAfter } = renderModal({ vocabulariesApi });
    expect(screen.getByRole('textbox', { name: /Family name/ })).toBeInTheDocument();
    await user.type(nameSearch(), 'Doe');
    const option = await screen.findByRole('option', { name: /Doe, Jane/ });
    expect(option).toHaveTextContent('ORCID 0000-0002-1825-0097 · CERN');
    // Typing waits for a pause: one search for the whole text.
    expect(vocabulariesApi.calls).toEqual([{ method: 'names', query: 'Doe' }]);
    await user.click(option);

    expect(screen.getByRole('textbox', { name: /Family name/ })).toHaveValue('Doe');
    expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('Jane');
    expect(screen.getByRole('textbox', { name: 'ORCID' })).toHaveValue('0000-0002-1825-0097');
    expect(screen.getByText('Filled in from Doe, Jane.')).toBeInTheDocument();
    await user.click(save());
    expect((await savedAfter()).map((call) => call.value)).toEqual([
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Doe',
          given_name: 'Jane',
          name: 'Doe, Jane',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
        },
        affiliations: [{ id: '01ggx4157', name: 'CERN' }],
      },
    ]);
  });

  it('is driven by the keyboard; Escape closes the suggestions, not the modal', async () => {
    const { user } = renderModal({ vocabulariesApi: api() });
    await user.type(nameSearch(), 'Roe');
    await screen.findByRole('option', { name: /Roe, John/ });
    expect(nameSearch()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(nameSearch()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Roe, John/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /Family name/ })).toHaveValue('Roe');
    expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('John');
  });

  it('says when nothing matches', async () => {
    const { user } = renderModal({
      vocabulariesApi: fakeVocabulariesApi({ names: [JANE] }),
    });
    await user.type(nameSearch(), 'Nobody');
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
  });

  it('aborts the search of an older text', async () => {
    const signals: AbortSignal[] = [];
    const vocabulariesApi = {
      ...api(),
      // Never answers: each search stays pending until it is aborted.
      names: (_text: string, { signal }: { signal?: AbortSignal } = {}) => {
        if (signal) signals.push(signal);
        return new Promise<never>(() => undefined);
      },
    };
    const { user } = renderModal({ vocabulariesApi });
    await user.type(nameSearch(), 'Do');
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await user.type(nameSearch(), 'e');
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('lets the person be typed when the search fails', async () => {
    const { user } = renderModal({
      vocabulariesApi: fakeVocabulariesApi({ fail: { names: 'Server down' } }),
    });
    await user.type(nameSearch(), 'Doe');
    expect(
      await screen.findByText('The search failed. You can still enter the person by hand.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Family name/ })).toBeEnabled();
  });

  it("'search_only' hides the fields until a person is picked", async () => {
    const { user } = renderModal({ vocabulariesApi: api(), autocompleteNames: 'search_only' });
    expect(screen.queryByRole('textbox', { name: /Family name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'ORCID' })).toBeNull();
    await user.type(nameSearch(), 'Doe');
    await user.click(await screen.findByRole('option', { name: /Doe, Jane/ }));
    expect(screen.getByRole('textbox', { name: /Family name/ })).toHaveValue('Doe');
  });

  it("'search_only' shows the fields on 'Enter manually'", async () => {
    const { user, savedAfter } = renderModal({
      vocabulariesApi: api(),
      autocompleteNames: 'search_only',
    });
    await user.click(screen.getByRole('button', { name: 'Enter manually' }));
    const family = screen.getByRole('textbox', { name: /Family name/ });
    expect(family).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Enter manually' })).toBeNull();
    await user.type(family, 'Poe');
    await user.click(save());
    expect((await savedAfter())[0]?.value.person_or_org).toMatchObject({
      family_name: 'Poe',
      name: 'Poe',
    });
  });

  it("'search_only' shows the fields of someone being edited", () => {
    renderModal({
      vocabulariesApi: api(),
      autocompleteNames: 'search_only',
      initial: { person_or_org: { type: 'personal', family_name: 'Doe' }, affiliations: [] },
    });
    expect(screen.getByRole('textbox', { name: /Family name/ })).toHaveValue('Doe');
  });

  it("'off' offers no search", () => {
    const vocabulariesApi = api();
    renderModal({ vocabulariesApi, autocompleteNames: 'off' });
    expect(screen.queryByRole('combobox', { name: 'Search for a person' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Family name/ })).toBeInTheDocument();
  });
});

describe('Affiliations', () => {
  const affiliations = () => screen.getByRole('combobox', { name: 'Affiliations' });

  it('takes a searched organisation with its id and a typed one as free text', async () => {
    const vocabulariesApi = api();
    const { user, savedAfter } = renderModal({ vocabulariesApi, autocompleteNames: 'off' });
    await user.type(screen.getByRole('textbox', { name: /Family name/ }), 'Doe');

    await user.type(affiliations(), 'CERN');
    await user.click(
      await screen.findByRole('option', {
        name: 'European Organization for Nuclear Research (CERN) Switzerland',
      }),
    );
    expect(affiliations()).toHaveValue('');

    await user.type(affiliations(), 'Kitchen Table Lab');
    await screen.findByRole('option', { name: 'Add "Kitchen Table Lab"' });
    await user.keyboard('{ArrowDown}{Enter}');

    const chosen = screen.getByRole('list', { name: 'Chosen affiliations' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['European Organization for Nuclear Research', 'Kitchen Table Lab']);
    await user.click(save());
    expect((await savedAfter())[0]?.value.affiliations).toEqual([
      { id: '01ggx4157', name: 'European Organization for Nuclear Research' },
      { name: 'Kitchen Table Lab' },
    ]);
  });

  it('removes a chosen affiliation', async () => {
    const { user, savedAfter } = renderModal({
      initial: {
        person_or_org: { type: 'personal', family_name: 'Doe' },
        affiliations: [{ id: '01ggx4157', name: 'CERN' }, { name: 'Free-text University' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove affiliation CERN' }));
    await user.click(save());
    expect((await savedAfter())[0]?.value.affiliations).toEqual([{ name: 'Free-text University' }]);
  });

  it('allows free text without a vocabulary client', async () => {
    const { user, savedAfter } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /Family name/ }), 'Doe');
    await user.type(affiliations(), 'Home office');
    await user.click(screen.getByRole('option', { name: 'Add "Home office"' }));
    await user.click(save());
    expect((await savedAfter())[0]?.value.affiliations).toEqual([{ name: 'Home office' }]);
  });
});
