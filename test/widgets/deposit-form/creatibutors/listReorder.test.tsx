import { fireEvent, screen, within } from '@testing-library/react';
import { CreatibutorsField } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { aFormCreator, rowDragLoaded, withMetadata } from './listFixtures';

jest.mock('../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal', () => ({
  CreatibutorModal: jest.requireActual('./listFixtures').FakeCreatibutorModal,
}));

const threePeople = () =>
  withMetadata({
    creators: [aFormCreator('Doe', 'Jane'), aFormCreator('Roe', 'Rick'), aFormCreator('Poe', 'Ed')],
  });

const familyNames = (
  values: () => { metadata: { creators: { person_or_org: { family_name?: string } }[] } },
) => values().metadata.creators.map((creator) => creator.person_or_org.family_name);

const rows = () =>
  within(screen.getByRole('list', { name: 'Authors/Creators' })).getAllByRole('listitem');

/** What the HTML5 backend reads from drag events; jsdom has no DataTransfer. */
const aDataTransfer = () => ({
  data: {} as Record<string, string>,
  dropEffect: 'move',
  effectAllowed: 'all',
  files: [],
  items: [],
  types: [] as string[],
  setData(type: string, value: string) {
    this.data[type] = value;
  },
  getData(type: string) {
    return this.data[type] ?? '';
  },
  setDragImage: () => undefined,
});

/** Drags row `from`'s handle onto row `to`, as a browser fires the events. */
const drag = (from: number, to: number) => {
  const dataTransfer = aDataTransfer();
  const handle = rows()[from]!.querySelector('.rdm-drag-handle')!;
  const target = rows()[to]!.querySelector('.rdm-creatibutor-row')!;
  fireEvent.dragStart(handle, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(handle, { dataTransfer });
};

describe('reordering creators', () => {
  it('moves a person down by button, keeps the focus on it and says where it went', async () => {
    const { user, values } = renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: threePeople(),
    });
    await user.click(screen.getByRole('button', { name: 'Move Doe, Jane down' }));

    expect(familyNames(values)).toEqual(['Roe', 'Doe', 'Poe']);
    expect(rows()[1]).toHaveTextContent('Doe, Jane');
    expect(screen.getByRole('button', { name: 'Move Doe, Jane down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Doe, Jane moved to position 2 of 3');

    await user.keyboard('{Enter}');
    expect(familyNames(values)).toEqual(['Roe', 'Poe', 'Doe']);
    expect(screen.getByRole('button', { name: 'Move Doe, Jane down' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Doe, Jane moved to position 3 of 3');
  });

  it('moves a person up; the ends’ buttons stay focusable but do nothing', async () => {
    const { user, values } = renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: threePeople(),
    });
    const lastDown = screen.getByRole('button', { name: 'Move Poe, Ed down' });
    expect(lastDown).toHaveAttribute('aria-disabled', 'true');
    await user.click(lastDown);
    expect(familyNames(values)).toEqual(['Doe', 'Roe', 'Poe']);

    await user.click(screen.getByRole('button', { name: 'Move Poe, Ed up' }));
    await user.click(screen.getByRole('button', { name: 'Move Poe, Ed up' }));
    expect(familyNames(values)).toEqual(['Poe', 'Doe', 'Roe']);
    const firstUp = screen.getByRole('button', { name: 'Move Poe, Ed up' });
    expect(firstUp).toHaveFocus();
    expect(firstUp).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Poe, Ed moved to position 1 of 3');
  });

  it('moves a row’s errors with it', async () => {
    const { user } = renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: withMetadata({
        creators: [aFormCreator('', 'Nobody'), aFormCreator('Doe', 'Jane')],
      }),
      initialErrors: {
        metadata: {
          creators: [
            { person_or_org: { family_name: 'Family name is a required field.' } },
          ] as never,
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Move Nobody down' }));
    expect(rows()[1]).toHaveTextContent('Family name is a required field.');
    expect(screen.getByRole('button', { name: 'Edit Doe, Jane' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('moves a person by drag and drop and announces it', async () => {
    const { values } = renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: threePeople(),
    });
    await rowDragLoaded();
    drag(0, 2);
    expect(familyNames(values)).toEqual(['Roe', 'Poe', 'Doe']);
    expect(screen.getByRole('status')).toHaveTextContent('Doe, Jane moved to position 3 of 3');

    drag(2, 0);
    expect(familyNames(values)).toEqual(['Doe', 'Roe', 'Poe']);
  });

  it('does not drop a creator into the contributors', async () => {
    const { values } = renderInForm(
      <>
        <CreatibutorsField kind="creators" />
        <CreatibutorsField kind="contributors" />
      </>,
      {
        initialValues: withMetadata({
          creators: [aFormCreator('Doe', 'Jane'), aFormCreator('Roe', 'Rick')],
          contributors: [aFormCreator('Poe', 'Ed', { role: 'editor' })],
        }),
      },
    );
    await rowDragLoaded();
    const dataTransfer = aDataTransfer();
    const contributor = within(screen.getByRole('list', { name: 'Contributors' }))
      .getByRole('listitem')
      .querySelector('.rdm-creatibutor-row')!;
    fireEvent.dragStart(rows()[0]!.querySelector('.rdm-drag-handle')!, { dataTransfer });
    fireEvent.dragEnter(contributor, { dataTransfer });
    fireEvent.dragOver(contributor, { dataTransfer });
    fireEvent.drop(contributor, { dataTransfer });
    expect(familyNames(values)).toEqual(['Doe', 'Roe']);
    expect(values().metadata.contributors).toHaveLength(1);
  });
});
