import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { dialog, renderModal } from './modalFixtures';

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async () => {
  const result = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

const vocabulariesApi = fakeVocabulariesApi({
  names: [{ id: 'jane', name: 'Doe, Jane', family_name: 'Doe', given_name: 'Jane' }],
  affiliations: [{ id: '01ggx4157', name: 'CERN' }],
});

const roles = { contributors: { role: [{ value: 'editor', text: 'Editor' }] } };

describe('Creator modal accessibility (axe)', () => {
  it('has no violation when filled, with suggestions open', async () => {
    const { user } = renderModal({
      kind: 'contributors',
      vocabularies: roles,
      vocabulariesApi,
      initial: {
        person_or_org: { type: 'personal', family_name: 'Doe', given_name: 'Jane' },
        affiliations: [{ id: '01ggx4157', name: 'CERN' }, { name: 'Home office' }],
        role: 'editor',
      },
    });
    await user.type(screen.getByRole('combobox', { name: 'Search for a person' }), 'Doe');
    await screen.findByRole('option', { name: /Doe, Jane/ });
    expect(await violations()).toEqual([]);
  });

  it('has no violation with every error shown', async () => {
    const { user } = renderModal({ kind: 'contributors', vocabularies: roles });
    await user.type(screen.getByRole('textbox', { name: 'ORCID' }), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Role is a required field.');
    expect(await violations()).toEqual([]);
  });
});
