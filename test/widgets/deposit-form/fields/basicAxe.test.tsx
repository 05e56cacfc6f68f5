import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { FormVocabularies } from '../../../../src/core/model';
import { AdditionalTitlesField } from '../../../../src/widgets/deposit-form/fields/AdditionalTitlesField';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../src/ui/hooks/useSuggestions';
import { LanguagesField } from '../../../../src/widgets/deposit-form/fields/LanguagesField';
import { PublicationDateField } from '../../../../src/widgets/deposit-form/fields/PublicationDateField';
import { PublisherField } from '../../../../src/widgets/deposit-form/fields/PublisherField';
import { ResourceTypeField } from '../../../../src/widgets/deposit-form/fields/ResourceTypeField';
import { TitleField } from '../../../../src/widgets/deposit-form/fields/TitleField';
import { VersionField } from '../../../../src/widgets/deposit-form/fields/VersionField';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm } from '../../../support/depositForm/renderInForm';

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

const vocabularies: FormVocabularies = {
  resource_type: [{ id: 'dataset', icon: 'table', type_name: 'Dataset', subtype_name: '' }],
  titles: { type: [{ value: 'alternative-title', text: 'Alternative title' }] },
};

const api = fakeVocabulariesApi({ languages: [{ id: 'fra', title: { en: 'French' } }] });

const BasicFields = () => (
  <>
    <ResourceTypeField vocabularies={vocabularies} />
    <TitleField />
    <AdditionalTitlesField vocabularies={vocabularies} vocabulariesApi={api} />
    <PublicationDateField />
    <LanguagesField vocabulariesApi={api} />
    <VersionField />
    <PublisherField />
  </>
);

afterEach(() => jest.useRealTimers());

describe('basic fields accessibility', () => {
  it('has no axe violation filled, with errors', async () => {
    const { container } = renderInForm(<BasicFields />, {
      initialValues: {
        metadata: {
          resource_type: 'dataset',
          title: 'Soil',
          additional_titles: [
            { title: 'Sols', type: 'alternative-title', lang: 'fra' },
            { title: '', type: 'alternative-title' },
          ],
          languages: [{ id: 'fra', title: 'French' }],
        } as never,
      },
      initialErrors: {
        metadata: {
          publication_date: 'Invalid date.',
          additional_titles: [undefined, { title: 'Title is a required field.' }],
        } as never,
      },
    });
    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violation while showing language suggestions', async () => {
    jest.useFakeTimers();
    const { container, user } = renderInForm(<LanguagesField vocabulariesApi={api} />, {
      fakeTimers: true,
    });
    await user.type(screen.getByRole('combobox', { name: 'Languages' }), 'fr');
    await act(async () => {
      jest.advanceTimersByTime(SUGGESTION_DEBOUNCE_MS);
    });
    expect(screen.getByRole('option', { name: 'French' })).toBeInTheDocument();
    jest.useRealTimers();
    expect(await violations(container)).toEqual([]);
  });
});
