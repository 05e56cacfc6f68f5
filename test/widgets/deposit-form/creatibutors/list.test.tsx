import { screen, within } from '@testing-library/react';
import { CreatibutorsField } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { aFormCreator, someFormCreators, troyBrown, withMetadata } from './listFixtures';

jest.mock('../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal', () => ({
  CreatibutorModal: jest.requireActual('./listFixtures').FakeCreatibutorModal,
}));

const rows = () =>
  within(screen.getByRole('list', { name: 'Authors/Creators' })).getAllByRole('listitem');

describe('the creators and contributors list', () => {
  it('shows each person with identifiers, affiliations and, for contributors, the role', () => {
    renderInForm(
      <>
        <CreatibutorsField kind="creators" />
        <CreatibutorsField
          kind="contributors"
          vocabularies={{ contributors: { role: [{ value: 'editor', text: 'Editor' }] } }}
        />
      </>,
      {
        initialValues: withMetadata({
          creators: [troyBrown()],
          contributors: [aFormCreator('Roe', 'Rick', { role: 'editor' })],
        }),
      },
    );
    const [troy] = rows();
    expect(troy).toHaveTextContent('Brown, Troy');
    expect(troy).toHaveTextContent('(CERN)');
    expect(within(troy!).getByRole('img', { name: 'ORCID: 0000-0002-1825-0097' })).toBeVisible();

    const contributors = screen.getByRole('list', { name: 'Contributors' });
    expect(within(contributors).getByRole('listitem')).toHaveTextContent('Roe, RickEditor');
    expect(screen.getByRole('button', { name: 'Add author' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add contributor' })).toBeVisible();
  });

  it('names the lists as InvenioRDM v14 does, saying whose names the citation shows', () => {
    renderInForm(
      <>
        <CreatibutorsField kind="creators" />
        <CreatibutorsField kind="contributors" />
      </>,
      { initialValues: withMetadata({ creators: [], contributors: [] }) },
    );
    expect(screen.getByRole('group', { name: 'Authors/Creators' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add author' })).toHaveAccessibleDescription(
      'Use the Authors/Creators field for names that should appear in the citation. Use the Contributors field below for other names.',
    );
    expect(screen.getByRole('button', { name: 'Add contributor' })).toHaveAccessibleDescription(
      'Contributors are not included in the citation, but are shown on the record page.',
    );
  });

  it('removes the person asked for', async () => {
    const { user, values } = renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: withMetadata({ creators: [aFormCreator('Doe', 'Jane'), troyBrown()] }),
    });
    await user.click(screen.getByRole('button', { name: 'Remove Doe, Jane' }));
    expect(values().metadata.creators.map((creator) => creator.person_or_org.family_name)).toEqual([
      'Brown',
    ]);
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add author' })).toHaveFocus();
  });

  it('adds through the modal, keeps it open for another, and gives the focus back', async () => {
    const { user, values } = renderInForm(<CreatibutorsField kind="creators" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add author' }));
    await user.click(screen.getByRole('button', { name: 'Fake save and add another' }));
    expect(screen.getByRole('dialog', { name: 'Add creators' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Fake save' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(values().metadata.creators).toHaveLength(2);
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add author' })).toHaveFocus();
  });

  it('edits the chosen person in place; cancel changes nothing', async () => {
    const { user, values } = renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: withMetadata({ creators: [aFormCreator('Doe', 'Jane'), troyBrown()] }),
    });
    const edit = screen.getByRole('button', { name: 'Edit Brown, Troy' });
    await user.click(edit);
    expect(screen.getByRole('dialog')).toHaveTextContent('Editing: Brown');
    await user.click(screen.getByRole('button', { name: 'Fake cancel' }));
    expect(edit).toHaveFocus();
    expect(values().metadata.creators[1]).toEqual(troyBrown());

    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Fake save' }));
    expect(values().metadata.creators.map((creator) => creator.person_or_org.family_name)).toEqual([
      'Doe',
      'Saved',
    ]);
    expect(screen.getByRole('button', { name: 'Edit Saved, Edited' })).toHaveFocus();
  });

  it('marks a row with errors and shows its messages; the list’s own message too', () => {
    renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: withMetadata({
        creators: [aFormCreator('Doe', 'Jane'), aFormCreator('', 'Nobody')],
      }),
      initialErrors: {
        metadata: {
          creators: [
            undefined,
            { person_or_org: { family_name: 'Family name is a required field.' } },
          ] as never,
        },
      },
    });
    const broken = screen.getByRole('button', { name: 'Edit Nobody' });
    expect(broken).toHaveAttribute('aria-invalid', 'true');
    expect(broken).toHaveAccessibleDescription('Family name is a required field.');
    expect(rows()[1]).toHaveTextContent('Family name is a required field.');
    expect(screen.getByRole('button', { name: 'Edit Doe, Jane' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('clears a row’s messages once the modal saved it', async () => {
    const { user } = renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: withMetadata({ creators: [aFormCreator('', 'Nobody')] }),
      initialErrors: {
        metadata: {
          creators: [
            { person_or_org: { family_name: 'Family name is a required field.' } },
          ] as never,
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit Nobody' }));
    await user.click(screen.getByRole('button', { name: 'Fake save' }));
    expect(screen.getByRole('button', { name: 'Edit Saved, Edited' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.queryByText('Family name is a required field.')).not.toBeInTheDocument();
  });

  it('shows a list-level error under the legend', () => {
    renderInForm(<CreatibutorsField kind="creators" />, {
      initialErrors: { metadata: { creators: 'Missing creators.' as never } },
    });
    expect(screen.getByRole('group', { name: 'Authors/Creators' })).toHaveTextContent(
      'Missing creators.',
    );
  });

  it('sums a long list up as 3 linked names and “and N other(s)”', () => {
    renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: withMetadata({ creators: someFormCreators(7) }),
    });
    const summary = screen.getByText(/other\(s\)/);
    expect(summary).toHaveTextContent('Doe, Author 1; Doe, Author 2; Doe, Author 3 and 4 other(s)');
    expect(within(summary).getByRole('link', { name: 'Doe, Author 2' })).toHaveAttribute(
      'href',
      '/search?q=metadata.creators.person_or_org.name%3A%22Doe%2C+Author+2%22',
    );
  });

  it('shows no summary for three or fewer', () => {
    renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: withMetadata({ creators: someFormCreators(3) }),
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
