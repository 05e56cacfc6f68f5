import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { NameSuggestion, UserRecordHit } from '../../../../src/core/api';
import {
  fakeVocabulariesApi,
  type FakeVocabulariesOptions,
} from '../../../support/depositForm/fakeVocabulariesApi';
import { dialog, renderModal } from './modalFixtures';

const OKAFOR = {
  person_or_org: {
    type: 'personal' as const,
    family_name: 'Okafor',
    given_name: 'Chidi',
    name: 'Okafor, Chidi',
    identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
  },
  affiliations: [{ id: '01ggx4157', name: 'CERN' }],
};
const LAB = { person_or_org: { type: 'organizational' as const, name: 'Okavango Field Lab' } };
const EDITOR = {
  person_or_org: { type: 'personal' as const, family_name: 'Okoye', given_name: 'Ada' },
  role: { id: 'editor', title: { en: 'Editor' } },
};
const RECORDS: UserRecordHit[] = [
  { updated: '2025-03-01', metadata: { creators: [OKAFOR, LAB], contributors: [EDITOR] } },
  { updated: '2024-03-01', metadata: { creators: [OKAFOR] } },
];
/** The names vocabulary has another one. */
const OKEKE: NameSuggestion = { id: 'okeke', name: 'Okeke, Ngozi' };

const api = (options: FakeVocabulariesOptions = {}) =>
  fakeVocabulariesApi({ names: [OKEKE], userRecords: RECORDS, ...options });
const nameSearch = () => screen.getByRole('combobox', { name: 'Search for a person' });
const fromUploads = () => screen.getByRole('group', { name: 'From your uploads' });
const save = () => within(dialog()).getByRole('button', { name: 'Save' });

describe('Co-authors from your uploads', () => {
  it("lists the user's co-authors first, under their own group, read once", async () => {
    const vocabulariesApi = api();
    const { user } = renderModal({ vocabulariesApi });
    await waitFor(() =>
      expect(vocabulariesApi.calls).toEqual([{ method: 'userRecords', query: { size: 100 } }]),
    );
    await user.type(nameSearch(), 'Ok');
    await screen.findByRole('option', { name: /Okeke, Ngozi/ });

    const mine = within(fromUploads()).getAllByRole('option');
    // Most used first: Okafor is in both records.
    expect(mine.map((option) => option.textContent)).toEqual([
      'Okafor, Chidi ORCID 0000-0002-1825-0097 · CERN',
      'Okavango Field Lab',
      'Okoye, Ada',
    ]);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.type(nameSearch(), 'af');
    expect(within(fromUploads()).getAllByRole('option')).toHaveLength(1);
    // Typing searches the names again; the user's records are not read again.
    expect(vocabulariesApi.calls.filter((call) => call.method === 'userRecords')).toHaveLength(1);
  });

  it('fills the modal from the chosen co-author, as a picked name does', async () => {
    const { user, savedAfter } = renderModal({ vocabulariesApi: api() });
    await user.type(nameSearch(), 'oka');
    await user.click(await within(dialog()).findByRole('option', { name: /Okafor, Chidi/ }));

    expect(screen.getByRole('textbox', { name: /Family name/ })).toHaveValue('Okafor');
    expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('Chidi');
    expect(screen.getByRole('textbox', { name: 'ORCID' })).toHaveValue('0000-0002-1825-0097');
    expect(screen.getByText('Filled in from Okafor, Chidi.')).toBeInTheDocument();
    await user.click(save());
    expect((await savedAfter())[0]?.value).toEqual({
      person_or_org: {
        type: 'personal',
        family_name: 'Okafor',
        given_name: 'Chidi',
        name: 'Okafor, Chidi',
        identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
      },
      affiliations: [{ id: '01ggx4157', name: 'CERN' }],
    });
  });

  it('is reached with the arrows through both groups; an organisation turns the type', async () => {
    const { user, savedAfter } = renderModal({ vocabulariesApi: api() });
    await user.type(nameSearch(), 'okav');
    await screen.findByRole('group', { name: 'From your uploads' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Okavango Field Lab/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');

    expect(screen.getByRole('radio', { name: 'Organization' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Okavango Field Lab');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await user.click(save());
    expect((await savedAfter())[0]?.value).toEqual({
      person_or_org: { type: 'organizational', name: 'Okavango Field Lab', identifiers: [] },
      affiliations: [],
    });
  });

  it('goes on from the last co-author to the names of the vocabulary', async () => {
    const { user } = renderModal({ vocabulariesApi: api() });
    await user.type(nameSearch(), 'Ok');
    await screen.findByRole('option', { name: /Okeke, Ngozi/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Okeke, Ngozi/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /Family name/ })).toHaveValue('Okeke');
  });

  it("gives a contributor the role they had; a creator keeps the modal's", async () => {
    const { user } = renderModal({
      kind: 'contributors',
      vocabularies: { contributors: { role: [{ value: 'editor', text: 'Editor' }] } },
      vocabulariesApi: api(),
    });
    await user.type(nameSearch(), 'okoye');
    await user.click(await screen.findByRole('option', { name: /Okoye, Ada/ }));
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveValue('editor');
  });

  it('changes nothing when the records cannot be read: no group, no message, a log', async () => {
    const warn = jest.mocked(console.warn).mockImplementation(() => undefined);
    const vocabulariesApi = api({ fail: { userRecords: 'Forbidden' } });
    const { user } = renderModal({ vocabulariesApi });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/co-author suggestions/);

    await user.type(nameSearch(), 'Ok');
    await screen.findByRole('option', { name: /Okeke, Ngozi/ });
    expect(screen.queryByRole('group', { name: 'From your uploads' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Forbidden|failed/)).not.toBeInTheDocument();
  });

  it('cancels the read when the modal closes first, and logs nothing', async () => {
    // The fake's hanging call rejects as cancelled once aborted; any console.warn fails the test.
    const vocabulariesApi = api({ hang: ['userRecords'] });
    const signals: (AbortSignal | undefined)[] = [];
    const { userRecords } = vocabulariesApi;
    vocabulariesApi.userRecords = (size, options) => {
      signals.push(options?.signal);
      return userRecords!(size, options);
    };
    const { user } = renderModal({ vocabulariesApi });
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signals.map((signal) => signal?.aborted)).toEqual([true]);
  });

  it.each([
    ['turned off', { coauthorSuggestions: false }],
    ['the names search is off', { autocompleteNames: 'off' as const }],
  ])('reads nothing when %s', async (_, options) => {
    const vocabulariesApi = api();
    renderModal({ vocabulariesApi, ...options });
    await screen.findByRole('dialog');
    expect(vocabulariesApi.calls).toEqual([]);
  });

  it('has no axe violation with both groups open', async () => {
    const { user } = renderModal({ vocabulariesApi: api() });
    await user.type(nameSearch(), 'Ok');
    await screen.findByRole('option', { name: /Okeke, Ngozi/ });
    const result = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.html)}`)).toEqual(
      [],
    );
  });
});
