import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { CreatibutorsField } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { aFormCreator, withMetadata } from './listFixtures';

const CSV = [
  'family_name,given_name,orcid,affiliations',
  'Smith,Jane,0000-0002-1825-0097,CERN',
  'Doe,John,0000-0002-1825-0098,',
  'Roe,Rick,,01ggx4157',
].join('\n');

const vocabulariesApi = fakeVocabulariesApi({
  affiliations: [{ id: '01ggx4157', name: 'CERN' }],
});

const csvFile = (text: string, name = 'authors.csv') =>
  new File([text], name, { type: 'text/csv' });

const renderField = (kind: 'creators' | 'contributors' = 'creators') =>
  renderInForm(
    <CreatibutorsField
      kind={kind}
      fileImport
      vocabulariesApi={vocabulariesApi}
      vocabularies={{ contributors: { role: [{ value: 'editor', text: 'Editor' }] } }}
    />,
    { initialValues: withMetadata({ creators: [aFormCreator('First', 'Already')] }) },
  );

const dialog = () => screen.getByRole('dialog', { name: 'Import creators from file' });

/** Opens the import: its code loads on first use. */
const openImport = async (view: ReturnType<typeof renderField>) => {
  await view.user.click(screen.getByRole('button', { name: 'Import creators from file' }));
  await screen.findByRole('dialog', { name: 'Import creators from file' });
};

const openAndUpload = async (view: ReturnType<typeof renderField>, text = CSV) => {
  await openImport(view);
  await view.user.upload(within(dialog()).getByLabelText('Choose file'), csvFile(text));
  await within(dialog()).findByRole('table');
  // The affiliations are matched before anything can be added.
  await waitFor(() => expect(within(dialog()).queryByText('Matching affiliations…')).toBeNull());
};

const bodyRows = (table: HTMLElement) =>
  within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];

const tableRows = () => bodyRows(within(dialog()).getByRole('table'));

describe('adding creators from a file', () => {
  it('is offered only where the repository has it', () => {
    renderInForm(<CreatibutorsField kind="creators" />);
    expect(screen.queryByRole('button', { name: 'Import creators from file' })).toBeNull();
  });

  it('previews the rows with their errors, and adds nothing until confirmed', async () => {
    const view = renderField();
    await openAndUpload(view);
    expect(within(dialog()).getByText('authors.csv')).toBeVisible();
    const [smith, doe, roe] = tableRows();
    expect(smith).toHaveTextContent('Smith, JanePersonORCID 0000-0002-1825-0097CERN');
    expect(doe).toHaveTextContent('Invalid ORCID identifier.');
    expect(roe).toHaveTextContent('Roe, RickPerson');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('1 entry could not be imported');
    // The summary takes the focus, so a screen reader says what was read.
    expect(within(dialog()).getByRole('status')).toHaveFocus();
    expect(view.values().metadata.creators).toHaveLength(1);

    await view.user.click(within(dialog()).getByRole('button', { name: 'Add 2 creators' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.values().metadata.creators).toEqual([
      aFormCreator('First', 'Already'),
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Smith',
          given_name: 'Jane',
          name: 'Smith, Jane',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
        },
        affiliations: [{ id: '01ggx4157', name: 'CERN' }],
      },
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Roe',
          given_name: 'Rick',
          name: 'Roe, Rick',
          identifiers: [],
        },
        affiliations: [{ id: '01ggx4157', name: 'CERN' }],
      },
    ]);
    expect(screen.getByRole('button', { name: 'Import creators from file' })).toHaveFocus();
  });

  it('adds nothing when cancelled, and starts afresh from another file', async () => {
    const view = renderField();
    await openAndUpload(view);
    await view.user.click(
      within(dialog()).getByRole('button', { name: 'Choose a different file' }),
    );
    expect(within(dialog()).queryByRole('table')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Choose file' })).toHaveFocus();
    await view.user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.values().metadata.creators).toHaveLength(1);
  });

  it('reads a pasted list, by keyboard alone', async () => {
    const view = renderField();
    await openImport(view);
    const list = within(dialog()).getByRole('textbox', { name: 'Or paste a list' });
    await view.user.click(list);
    await view.user.paste('Curie, Marie\nBohr, Niels');
    await view.user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Preview' })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await within(dialog()).findByRole('table');
    expect(tableRows().map((row) => row.cells[1]?.textContent)).toEqual([
      'Curie, Marie',
      'Bohr, Niels',
    ]);
    const add = within(dialog()).getByRole('button', { name: 'Add 2 creators' });
    await waitFor(() => expect(add).toBeEnabled());
    add.focus();
    await view.user.keyboard('{Enter}');
    expect(view.values().metadata.creators).toHaveLength(3);
  });

  it('says when a file holds nobody, and offers nothing to add', async () => {
    const view = renderField();
    await openImport(view);
    await view.user.upload(within(dialog()).getByLabelText('Choose file'), csvFile('\n\n'));
    expect(
      await within(dialog()).findByText('The file appears to be empty or contains invalid data.'),
    ).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Add 0 creators' })).toBeDisabled();
  });

  it('has no axe violation while previewing rows with errors', async () => {
    const view = renderField();
    await openAndUpload(view);
    const result = await axe.run(dialog(), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.html)}`)).toEqual(
      [],
    );
  });
});

describe('adding contributors from a file', () => {
  it('needs a known role for each contributor', async () => {
    const view = renderField('contributors');
    await view.user.click(screen.getByRole('button', { name: 'Import contributors from file' }));
    const modal = await screen.findByRole('dialog', { name: 'Import contributors from file' });
    await view.user.upload(
      within(modal).getByLabelText('Choose file'),
      csvFile('family_name,role\nSmith,Editor\nDoe,\nRoe,sponsor'),
    );
    const rows = bodyRows(await within(modal).findByRole('table'));
    expect(rows.map((row) => row.cells[5]?.textContent)).toEqual(['Editor', '', '']);
    expect(rows[1]).toHaveTextContent('Role is a required field.');
    expect(rows[2]).toHaveTextContent('Unknown role: sponsor');
    expect(within(modal).getByRole('button', { name: 'Add 1 contributor' })).toBeEnabled();
  });
});
