import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { VocabulariesApi } from '../../../../src/core/api';
import { DatesField } from '../../../../src/widgets/deposit-form/fields/DatesField';
import { FundingField } from '../../../../src/widgets/deposit-form/fields/FundingField';
import { IdentifiersField } from '../../../../src/widgets/deposit-form/fields/IdentifiersField';
import { ReferencesField } from '../../../../src/widgets/deposit-form/fields/ReferencesField';
import { RelatedWorksField } from '../../../../src/widgets/deposit-form/fields/RelatedWorksField';
import { SubjectsField } from '../../../../src/widgets/deposit-form/fields/SubjectsField';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../src/ui/hooks/useSuggestions';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import {
  emptyListRows,
  filledListMetadata,
  funderSuggestions,
  listErrors,
  listValues,
  listVocabularies,
  subjectSuggestions,
} from './listsFixtures';

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

const api = fakeVocabulariesApi({ subjects: subjectSuggestions, funders: funderSuggestions });

const ListFields = ({ vocabulariesApi }: { vocabulariesApi: VocabulariesApi }) => (
  <>
    <DatesField vocabularies={listVocabularies} />
    <IdentifiersField vocabularies={listVocabularies} />
    <ReferencesField />
    <RelatedWorksField vocabularies={listVocabularies} />
    <SubjectsField vocabulariesApi={vocabulariesApi} />
    <FundingField vocabulariesApi={vocabulariesApi} />
  </>
);

afterEach(() => jest.useRealTimers());

describe('list fields accessibility', () => {
  it('has no axe violation when empty', async () => {
    const { container } = renderInForm(<ListFields vocabulariesApi={api} />);
    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violation when filled', async () => {
    const { container } = renderInForm(<ListFields vocabulariesApi={api} />, {
      initialValues: listValues(filledListMetadata()),
    });
    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violation with errors', async () => {
    const { container } = renderInForm(<ListFields vocabulariesApi={api} />, {
      initialValues: listValues(emptyListRows()),
      initialErrors: listErrors,
    });
    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violation with suggestions shown', async () => {
    jest.useFakeTimers();
    const { container, user } = renderInForm(<ListFields vocabulariesApi={api} />, {
      fakeTimers: true,
      initialValues: listValues({ funding: [{ funder: {} }] }),
    });
    await user.type(screen.getByRole('combobox', { name: 'Keyword or subject' }), 'soil');
    await user.type(screen.getByRole('combobox', { name: /^Funder/ }), 'e');
    await act(async () => {
      jest.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS);
    });
    // Leaving the subjects box closed its list: only the funder's is open.
    expect(screen.getByRole('listbox', { name: 'Funder suggestions' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Keyword or subject suggestions' })).toBeNull();
    jest.useRealTimers();
    expect(await violations(container)).toEqual([]);
  });
});
