import { render, screen } from '@testing-library/react';
import { setIn, type FormikErrors } from 'formik';
import { Profiler } from 'react';
import type { EditorRecord, FormDate } from '../../../src/core/model';
import { SelectField, TextField, useFieldArray, useFormValue } from '../../../src/ui/fields';
import { renderInForm } from '../../support/depositForm/renderInForm';

const dates = (...values: string[]): FormDate[] =>
  values.map((date) => ({ date, type: 'created' }));

/** The dates as text, with each row's error, and buttons for each edit of the list. */
const DatesEditor = () => {
  const { items, rowErrors, edits } = useFieldArray<FormDate>('metadata.dates');
  return (
    <div>
      <ol aria-label="Dates">
        {items.map((item, index) => (
          <li key={index}>
            {item.date}
            {rowErrors[index] ? ` (${(rowErrors[index] as { date: string }).date})` : ''}
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => edits.remove(0)}>
        Remove first
      </button>
      <button type="button" onClick={() => edits.move(2, 0)}>
        Move last to first
      </button>
      <button type="button" onClick={() => edits.replace(1, { date: '2024', type: 'created' })}>
        Replace second
      </button>
      <button type="button" onClick={() => edits.pushAll(dates('2030', '2031'))}>
        Add two
      </button>
    </div>
  );
};

const shownDates = () => screen.getAllByRole('listitem').map((item) => item.textContent);

/** Only the second row has an error: Formik keeps errors up to the last row with one. */
const secondRowError = setIn({}, 'metadata.dates.1.date', 'Bad date') as FormikErrors<EditorRecord>;

const renderDates = () =>
  renderInForm(<DatesEditor />, {
    initialValues: {
      metadata: { dates: dates('2001', '2002', '2003') } as EditorRecord['metadata'],
    },
    initialErrors: secondRowError,
  });

describe('form slices', () => {
  it('re-renders no other field when the user types in one', async () => {
    const renders: string[] = [];
    const count = (id: string) => renders.push(id);
    const { user, values } = renderInForm(
      <>
        <TextField name="metadata.title" label="Title" />
        <Profiler id="version" onRender={count}>
          <TextField name="metadata.version" label="Version" />
        </Profiler>
        <Profiler id="dates" onRender={count}>
          <DatesEditor />
        </Profiler>
        <Profiler id="type" onRender={count}>
          <SelectField
            name="metadata.resource_type"
            label="Type"
            options={[{ value: 'dataset', text: 'Dataset' }]}
          />
        </Profiler>
      </>,
    );
    renders.splice(0);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Tides');
    expect(values().metadata.title).toBe('Tides');
    expect(renders).toEqual([]);
    // A text input shows its keystrokes itself: not even the edited field renders.
    await user.type(screen.getByRole('textbox', { name: 'Version' }), '2');
    expect(values().metadata.version).toBe('2');
    expect(renders).toEqual([]);
  });

  it('gives a field the value another part of the form wrote', async () => {
    const Echo = () => <p>Title is {useFormValue<string>('metadata.title')}</p>;
    const { user } = renderInForm(
      <>
        <TextField name="metadata.title" label="Title" />
        <Echo />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Tides');
    expect(screen.getByText('Title is Tides')).toBeInTheDocument();
  });

  it('says what is wrong when a field is rendered outside a form', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TextField name="metadata.title" label="Title" />)).toThrow(
      'form fields must be rendered inside a form',
    );
  });
});

describe('list edits', () => {
  it('removes a row and moves the later rows’ errors up with them', async () => {
    const { user, values } = renderDates();
    expect(shownDates()).toEqual(['2001', '2002 (Bad date)', '2003']);
    await user.click(screen.getByRole('button', { name: 'Remove first' }));
    expect(shownDates()).toEqual(['2002 (Bad date)', '2003']);
    expect(values().metadata.dates).toEqual(dates('2002', '2003'));
  });

  it('moves a row with its error, even past the last row that has one', async () => {
    const { user } = renderDates();
    await user.click(screen.getByRole('button', { name: 'Move last to first' }));
    expect(shownDates()).toEqual(['2003', '2001', '2002 (Bad date)']);
  });

  it('replaces a row and drops its old error', async () => {
    const { user, values } = renderDates();
    await user.click(screen.getByRole('button', { name: 'Replace second' }));
    expect(shownDates()).toEqual(['2001', '2024', '2003']);
    expect(values().metadata.dates?.[1]).toEqual({ date: '2024', type: 'created' });
  });

  it('adds several rows in one change and keeps the errors where they were', async () => {
    const { user, values } = renderDates();
    await user.click(screen.getByRole('button', { name: 'Add two' }));
    expect(shownDates()).toEqual(['2001', '2002 (Bad date)', '2003', '2030', '2031']);
    expect(values().metadata.dates).toHaveLength(5);
  });
});
