import { screen, within } from '@testing-library/react';
import { memo } from 'react';
import type { FormDate } from '../../../src/core/model';
import {
  ListField,
  RemoveRowButton,
  rowError,
  RowTextInput,
  SelectField,
  TextField,
  type ListRowProps,
} from '../../../src/ui/fields';
import { renderInForm } from '../../support/depositForm/renderInForm';

const rowRenders: number[] = [];

const DateRow = memo(
  ({ path, index, item, errors, setValue, onRemove }: ListRowProps<FormDate>) => {
    rowRenders.push(index);
    return (
      <div role="group" aria-label={`Date ${index + 1}`}>
        <RowTextInput
          path={`${path}.date`}
          label="Date"
          value={item.date}
          error={rowError(errors, 'date')}
          setValue={setValue}
        />
        <RemoveRowButton label={`Remove date ${index + 1}`} onClick={() => onRemove(index)} />
      </div>
    );
  },
);

const dates = (...values: string[]) => values.map((date) => ({ date, type: 'created' }));

const DatesList = () => (
  <ListField<FormDate>
    name="metadata.dates"
    legend="Dates"
    addLabel="Add date"
    newItem={() => ({ date: '', type: '' })}
    Row={DateRow}
  />
);

describe('form field building blocks', () => {
  beforeEach(() => rowRenders.splice(0));

  it('binds a labelled text input with its hint and error to its value', async () => {
    const { user, values } = renderInForm(
      <TextField name="metadata.version" label="Version" hint="e.g. v1.0" />,
      { initialErrors: { metadata: { version: 'Too long.' } } },
    );
    const input = screen.getByLabelText('Version');
    expect(input).toHaveAccessibleDescription('e.g. v1.0 Too long.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'v2');
    expect(values().metadata.version).toBe('v2');
  });

  it('binds a native select to its value', async () => {
    const { user, values } = renderInForm(
      <SelectField
        name="metadata.resource_type"
        label="Resource type"
        options={[
          { value: 'dataset', text: 'Dataset' },
          { value: 'software', text: 'Software' },
        ]}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Resource type'), 'Software');
    expect(values().metadata.resource_type).toBe('software');
  });

  it('re-renders only the row being typed in, and no row when another field changes', async () => {
    const { user, values } = renderInForm(
      <>
        <TextField name="metadata.title" label="Title" />
        <DatesList />
      </>,
      { initialValues: { metadata: { dates: dates('2020', '2021', '2022') } as never } },
    );
    rowRenders.splice(0);
    await user.type(screen.getByLabelText('Title'), 'Soil');
    expect(rowRenders).toEqual([]);

    const second = screen.getByRole('group', { name: 'Date 2' });
    await user.type(within(second).getByLabelText('Date'), '-05');
    expect(new Set(rowRenders)).toEqual(new Set([1]));
    expect(values().metadata.dates.map((entry) => entry.date)).toEqual(['2020', '2021-05', '2022']);
  });

  it('adds a row and moves the focus into it; removes the row asked for', async () => {
    const { user, values } = renderInForm(<DatesList />, {
      initialValues: { metadata: { dates: dates('2020', '2021') } as never },
    });
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    const third = screen.getByRole('group', { name: 'Date 3' });
    expect(within(third).getByLabelText('Date')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove date 1' }));
    expect(values().metadata.dates.map((entry) => entry.date)).toEqual(['2021', '']);
  });

  it('keys rows by identity: removing a row keeps the inputs of the rows below with their values', async () => {
    const { user } = renderInForm(<DatesList />, {
      initialValues: { metadata: { dates: dates('2020', '2021', '2022') } as never },
    });
    const secondInput = within(screen.getByRole('group', { name: 'Date 2' })).getByLabelText(
      'Date',
    );
    await user.click(screen.getByRole('button', { name: 'Remove date 1' }));
    // The row that held 2021 is the same element, now first: React moved it, not its value.
    const firstNow = within(screen.getByRole('group', { name: 'Date 1' })).getByLabelText('Date');
    expect(firstNow).toBe(secondInput);
    expect(firstNow).toHaveValue('2021');
  });

  it('shows each row’s errors on its inputs and a list-level message under the legend', () => {
    renderInForm(<DatesList />, {
      initialValues: { metadata: { dates: dates('', '2021') } as never },
      initialErrors: { metadata: { dates: [{ date: 'Date is required.' }] as never } },
    });
    const first = screen.getByRole('group', { name: 'Date 1' });
    expect(within(first).getByLabelText('Date')).toHaveAccessibleDescription('Date is required.');
    expect(
      within(screen.getByRole('group', { name: 'Date 2' })).getByLabelText('Date'),
    ).not.toHaveAttribute('aria-invalid');
  });
});
