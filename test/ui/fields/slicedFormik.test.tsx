import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import {
  TextField,
  useFormActions,
  useFormSelection,
  useFormValue,
  type FormActions,
} from '../../../src/ui/fields';
import { FORMIK_CATCH_UP_MS, SlicedFormik } from '../../../src/ui/fields/SlicedFormik';
import { createI18n } from '../../../src/ui/i18n/createI18n';

interface Values {
  metadata: { title: string };
}

/** A summary of the whole form, as the section navigation keeps one. */
const titleLength = (values: unknown) => (values as Values).metadata.title.length;
const Summary = () => <p>Title length: {useFormSelection(titleLength)}</p>;

/** A reader of the part of the form above the title. */
const MetadataTitle = () => (
  <p>Metadata title: {useFormValue<Values['metadata']>('metadata').title}</p>
);

const Grab = ({ onActions }: { onActions: (actions: FormActions) => void }) => {
  onActions(useFormActions());
  return null;
};

const renderForm = () => {
  let actions: FormActions | undefined;
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <SlicedFormik<Values> initialValues={{ metadata: { title: 'Soil' } }}>
        <div className="ui form">
          <TextField name="metadata.title" label="Title" />
        </div>
        <Summary />
        <MetadataTitle />
        <Grab onActions={(given) => (actions = given)} />
      </SlicedFormik>
    </I18nextProvider>,
  );
  return { ...view, user: userEvent.setup(), actions: () => actions as FormActions };
};

const pause = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

describe('SlicedFormik', () => {
  it('hands out the values just typed, before Formik has caught up', async () => {
    const { user, actions } = renderForm();
    await user.type(screen.getByLabelText('Title'), ' samples');
    expect(actions().getValues()).toEqual({ metadata: { title: 'Soil samples' } });
  });

  it('tells readers of the value and what holds it at once, summaries once typing pauses', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), ' samples');
    expect(screen.getByText('Metadata title: Soil samples')).toBeVisible();
    expect(screen.getByText('Title length: 4')).toBeVisible();
    await pause(FORMIK_CATCH_UP_MS + 50);
    expect(screen.getByText('Title length: 12')).toBeVisible();
  });

  it('keeps keys Formik has not got when its errors are set (a server answer)', async () => {
    const { user, actions } = renderForm();
    await user.type(screen.getByLabelText('Title'), ' samples');
    act(() => actions().setErrors({ metadata: { title: 'Too short.' } }));
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samples');
    expect(await screen.findByText('Too short.')).toBeVisible();
    await pause(FORMIK_CATCH_UP_MS + 50);
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samples');
    expect(actions().getValues()).toEqual({ metadata: { title: 'Soil samples' } });
  });

  it('lets a reset replace what was typed (the owner merges first)', async () => {
    const { user, actions } = renderForm();
    await user.type(screen.getByLabelText('Title'), ' samples');
    act(() => actions().resetForm({ values: { metadata: { title: 'Merged' } } }));
    expect(screen.getByLabelText('Title')).toHaveValue('Merged');
    await pause(FORMIK_CATCH_UP_MS + 50);
    // The pending catch-up was dropped: it must not bring the typed value back.
    expect(screen.getByLabelText('Title')).toHaveValue('Merged');
  });

  it('unmounts with keys still on their way to Formik without a trace', async () => {
    const { user, unmount } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'x');
    unmount();
    await pause(FORMIK_CATCH_UP_MS + 50);
  });
});
