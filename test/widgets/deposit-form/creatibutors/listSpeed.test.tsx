import { screen, waitFor, within } from '@testing-library/react';
import { TextField } from '../../../../src/ui/fields';
import { CreatibutorsField } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import {
  aFormCreator,
  rowDragLoaded,
  someFormCreators,
  stubListLayout,
  withMetadata,
} from './listFixtures';

jest.mock('../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal', () => ({
  CreatibutorModal: jest.requireActual('./listFixtures').FakeCreatibutorModal,
}));

/** The positions of the rows rendered, in order: a counter around the real memo row. */
const mockRowRenders: number[] = [];
jest.mock('../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorRow', () => {
  const { memo, createElement } = jest.requireActual('react');
  const actual = jest.requireActual(
    '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorRow',
  );
  const Row = actual.CreatibutorRow.type;
  return {
    CreatibutorRow: memo((props: { index: number }) => {
      mockRowRenders.push(props.index);
      return createElement(Row, props);
    }),
  };
});

const TitleAndCreators = () => (
  <>
    <TextField name="metadata.title" label="Title" />
    <CreatibutorsField kind="creators" />
  </>
);

const listItems = () =>
  within(screen.getByRole('list', { name: 'Authors/Creators' })).getAllByRole('listitem');

/** A long list's rows, once the virtualizer's code is in (it loads when first needed). */
const virtualListItems = async () => {
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Authors/Creators' })).not.toHaveAttribute('aria-busy'),
  );
  return listItems();
};

describe('the creators list with many rows', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    mockRowRenders.splice(0);
    restoreLayout = stubListLayout();
  });
  afterEach(() => restoreLayout());

  it('re-renders no row while the title is typed', async () => {
    const { user } = renderInForm(<TitleAndCreators />, {
      initialValues: withMetadata({ creators: someFormCreators(20) }),
    });
    expect(mockRowRenders).toHaveLength(20);
    await rowDragLoaded();
    mockRowRenders.splice(0);
    await user.type(screen.getByLabelText('Title'), 'Soil samples');
    expect(mockRowRenders).toEqual([]);
  });

  it('re-renders only the two rows that swap places on a move', async () => {
    const { user } = renderInForm(<TitleAndCreators />, {
      initialValues: withMetadata({ creators: someFormCreators(10) }),
    });
    await rowDragLoaded();
    mockRowRenders.splice(0);
    await user.click(screen.getByRole('button', { name: 'Move Doe, Author 5 down' }));
    expect(new Set(mockRowRenders)).toEqual(new Set([4, 5]));
  });

  it('renders only a window of 5,000 rows and tells screen readers the full length', async () => {
    const { user } = renderInForm(<TitleAndCreators />, {
      initialValues: withMetadata({ creators: someFormCreators(5000) }),
    });
    const items = await virtualListItems();
    // 480 / 52 rows in view, plus a few either side for smooth scrolling.
    expect(items.length).toBeGreaterThan(9);
    expect(items.length).toBeLessThan(30);
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveTextContent('Doe, Author 1');
    expect(screen.getByText(/other\(s\)/)).toHaveTextContent(
      'Doe, Author 1; Doe, Author 2; Doe, Author 3 and 4997 other(s)',
    );

    mockRowRenders.splice(0);
    await user.type(screen.getByLabelText('Title'), 'Big');
    expect(mockRowRenders).toEqual([]);
  });

  it('keeps the short list unvirtualised up to 50 rows', () => {
    renderInForm(<TitleAndCreators />, {
      initialValues: withMetadata({ creators: someFormCreators(50) }),
    });
    expect(listItems()).toHaveLength(50);
  });

  it('moves by keyboard in the virtualised list too', async () => {
    const creators = someFormCreators(60);
    creators[1] = aFormCreator('Roe', 'Rick');
    const { user, values } = renderInForm(<TitleAndCreators />, {
      initialValues: withMetadata({ creators }),
    });
    await virtualListItems();
    await user.click(screen.getByRole('button', { name: 'Move Roe, Rick up' }));
    expect(values().metadata.creators[0]?.person_or_org.family_name).toBe('Roe');
    expect(screen.getByRole('button', { name: 'Move Roe, Rick up' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Roe, Rick moved to position 1 of 60');
  });
});
