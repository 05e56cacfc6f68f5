import { screen, waitFor, within } from '@testing-library/react';
import type { FormRelatedWork } from '../../../../src/core/model';
import { DatesField } from '../../../../src/widgets/deposit-form/fields/DatesField';
import { IdentifiersField } from '../../../../src/widgets/deposit-form/fields/IdentifiersField';
import { ReferencesField } from '../../../../src/widgets/deposit-form/fields/ReferencesField';
import { RelatedWorksField } from '../../../../src/widgets/deposit-form/fields/RelatedWorksField';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { listVocabularies, listValues } from './listsFixtures';

const row = (name: string) => screen.getByRole('group', { name });
const work = (fields: Partial<FormRelatedWork> = {}): FormRelatedWork => ({
  relation_type: 'cites',
  identifier: '',
  scheme: '',
  ...fields,
});

describe('DatesField', () => {
  it('adds a date with its type and description to the form values', async () => {
    const { user, values } = renderInForm(<DatesField vocabularies={listVocabularies} />);
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    const date = row('Date 1');
    await user.type(within(date).getByLabelText(/^Date/), '2019-03/2019-09');
    await user.selectOptions(within(date).getByLabelText(/^Type/), 'Collected');
    await user.type(within(date).getByLabelText('Description'), 'Field season');
    expect(values().metadata.dates).toEqual([
      { date: '2019-03/2019-09', type: 'collected', description: 'Field season' },
    ]);
  });

  it('shows the format hint on the date input', async () => {
    const { user } = renderInForm(<DatesField vocabularies={listVocabularies} />);
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    expect(
      within(row('Date 1')).getByRole('textbox', { name: /^Date/ }),
    ).toHaveAccessibleDescription(
      'Format: DATE or DATE/DATE where DATE is YYYY or YYYY-MM or YYYY-MM-DD.',
    );
  });

  it('shows the errors of each date at its inputs', () => {
    renderInForm(<DatesField vocabularies={listVocabularies} />, {
      initialValues: listValues({ dates: [{ date: '2019-13', type: '' }] }),
      initialErrors: {
        metadata: { dates: [{ date: 'Invalid date format.', type: 'Type is required.' }] as never },
      },
    });
    const date = row('Date 1');
    expect(within(date).getByRole('textbox', { name: /^Date/ })).toHaveAccessibleDescription(
      expect.stringContaining('Invalid date format.'),
    );
    expect(within(date).getByRole('combobox', { name: /^Type/ })).toHaveAccessibleDescription(
      'Type is required.',
    );
  });

  it('removes the date asked for', async () => {
    const { user, values } = renderInForm(<DatesField vocabularies={listVocabularies} />, {
      initialValues: listValues({
        dates: [
          { date: '2019', type: 'collected' },
          { date: '2020', type: 'valid' },
        ],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove date 1' }));
    expect(values().metadata.dates).toEqual([{ date: '2020', type: 'valid' }]);
  });
});

describe('IdentifiersField', () => {
  it('adds an alternate identifier with its scheme', async () => {
    const { user, values } = renderInForm(<IdentifiersField vocabularies={listVocabularies} />);
    await user.click(screen.getByRole('button', { name: 'Add identifier' }));
    const identifier = row('Identifier 1');
    await user.type(within(identifier).getByLabelText(/^Identifier/), '978-3-16-148410-0');
    await user.selectOptions(within(identifier).getByLabelText(/^Scheme/), 'ISBN');
    expect(values().metadata.identifiers).toEqual([
      { identifier: '978-3-16-148410-0', scheme: 'isbn' },
    ]);
  });

  it('shows the errors at the identifier and its scheme', () => {
    renderInForm(<IdentifiersField vocabularies={listVocabularies} />, {
      initialValues: listValues({ identifiers: [{ identifier: '', scheme: '' }] }),
      initialErrors: {
        metadata: {
          identifiers: [{ identifier: 'Identifier is required.', scheme: 'Scheme is required.' }],
        },
      } as never,
    });
    const identifier = row('Identifier 1');
    expect(within(identifier).getByRole('textbox')).toHaveAccessibleDescription(
      'Identifier is required.',
    );
    expect(within(identifier).getByRole('combobox')).toHaveAccessibleDescription(
      'Scheme is required.',
    );
  });
});

describe('ReferencesField', () => {
  it('adds a reference and keeps the identifier of an existing one', async () => {
    const existing = { reference: 'Nielsen et al. 2020', identifier: '10.1234/x', scheme: 'doi' };
    const { user, values } = renderInForm(<ReferencesField />, {
      initialValues: listValues({ references: [existing] }),
    });
    await user.type(within(row('Reference 1')).getByLabelText(/^Reference/), ', p. 4');
    await user.click(screen.getByRole('button', { name: 'Add reference' }));
    await user.type(within(row('Reference 2')).getByLabelText(/^Reference/), 'Smith 2021');
    expect(values().metadata.references).toEqual([
      { ...existing, reference: 'Nielsen et al. 2020, p. 4' },
      { reference: 'Smith 2021' },
    ]);
  });

  it('shows the error at the reference', () => {
    renderInForm(<ReferencesField />, {
      initialValues: listValues({ references: [{ reference: '' }] }),
      initialErrors: {
        metadata: { references: [{ reference: 'Reference is required.' }] },
      } as never,
    });
    expect(within(row('Reference 1')).getByRole('textbox')).toHaveAccessibleDescription(
      'Reference is required.',
    );
  });
});

describe('RelatedWorksField', () => {
  const renderWorks = (works: FormRelatedWork[] = []) =>
    renderInForm(<RelatedWorksField vocabularies={listVocabularies} />, {
      initialValues: listValues({ related_identifiers: works }),
    });
  const inputs = (name: string) => {
    const group = row(name);
    return {
      relation: within(group).getByLabelText(/^Relation/),
      identifier: within(group).getByLabelText(/^Identifier/),
      scheme: within(group).getByLabelText(/^Scheme/),
      resourceType: within(group).getByLabelText('Resource type'),
    };
  };

  it('adds a related work with relation, identifier, scheme and resource type', async () => {
    const { user, values } = renderWorks();
    await user.click(screen.getByRole('button', { name: 'Add related work' }));
    const work1 = inputs('Related work 1');
    await user.selectOptions(work1.relation, 'Is supplement to');
    await user.type(work1.identifier, 'https://example.org/data');
    await user.selectOptions(work1.scheme, 'Handle');
    await user.selectOptions(work1.resourceType, 'Publication / Article');
    expect(values().metadata.related_identifiers).toEqual([
      {
        relation_type: 'issupplementto',
        identifier: 'https://example.org/data',
        scheme: 'handle',
        resource_type: 'publication-article',
      },
    ]);
  });

  it('offers every related-work scheme when the config names none', () => {
    renderWorks([work()]);
    const options = within(inputs('Related work 1').scheme).getAllByRole('option');
    expect(options.slice(1).map((option) => option.textContent)).toEqual([
      'DOI',
      'Handle',
      'ARK',
      'PURL',
      'ISSN',
      'ISBN',
      'PubMed ID',
      'PubMed Central ID',
      'ADS code',
      'arXiv',
      'LSID',
      'EAN-13',
      'ISTC',
      'URN',
      'URL',
      // InvenioRDM v14's scheme: offered where the config names no list of its own.
      'Wikidata',
    ]);
  });

  it('preselects the scheme detected from the identifier while none is chosen', async () => {
    const { user, values } = renderWorks([work()]);
    const { identifier, scheme } = inputs('Related work 1');
    await user.type(identifier, '10.1234/abc');
    expect(scheme).toHaveValue('doi');
    await user.clear(identifier);
    await user.type(identifier, 'arXiv:2101.00001');
    expect(scheme).toHaveValue('arxiv');
    expect(values().metadata.related_identifiers[0]).toEqual(
      work({ identifier: 'arXiv:2101.00001', scheme: 'arxiv' }),
    );
  });

  it('keeps a scheme the user chose when the identifier changes', async () => {
    const { user, values } = renderWorks([work()]);
    const { identifier, scheme } = inputs('Related work 1');
    await user.selectOptions(scheme, 'URN');
    await user.type(identifier, '10.1234/abc');
    expect(scheme).toHaveValue('urn');
    expect(values().metadata.related_identifiers[0]?.scheme).toBe('urn');
  });

  it('shows the errors of each related work at its inputs', () => {
    renderInForm(<RelatedWorksField vocabularies={listVocabularies} />, {
      initialValues: listValues({ related_identifiers: [work({ relation_type: '' })] }),
      initialErrors: {
        metadata: {
          related_identifiers: [
            {
              relation_type: 'Relation is required.',
              identifier: 'Identifier is required.',
              scheme: 'Scheme is required.',
            },
          ],
        },
      } as never,
    });
    const work1 = inputs('Related work 1');
    expect(work1.relation).toHaveAccessibleDescription('Relation is required.');
    expect(work1.identifier).toHaveAccessibleDescription('Identifier is required.');
    expect(work1.scheme).toHaveAccessibleDescription('Scheme is required.');
    expect(work1.resourceType).not.toHaveAttribute('aria-invalid');
  });

  it('renders only the rows in view of 200 related works, and edits one of them', async () => {
    // jsdom has no layout: the scroll box is 600 px high and every row 90 px.
    const box = jest
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('rdm-virtual-rows') ? 600 : 0;
      });
    const row = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(90);
    const works = Array.from({ length: 200 }, (_, index) =>
      work({ identifier: `10.1234/${index}`, scheme: 'doi' }),
    );
    const { user, values, container } = renderWorks(works);
    // The virtualizer's code loads when a list first needs it.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Related works' })).not.toHaveAttribute('aria-busy'),
    );
    const shown = container.querySelectorAll('[role="group"][aria-label^="Related work "]');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(30);
    expect(screen.getByRole('list', { name: 'Related works' })).toBeInTheDocument();
    const untouched = values().metadata.related_identifiers[2];
    await user.type(within(shown[1] as HTMLElement).getByRole('textbox'), 'x');
    expect(values().metadata.related_identifiers[1]?.identifier).toBe('10.1234/1x');
    expect(values().metadata.related_identifiers[2]).toBe(untouched);
    box.mockRestore();
    row.mockRestore();
  });
});
