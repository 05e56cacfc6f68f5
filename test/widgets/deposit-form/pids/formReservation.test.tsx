import { act, screen } from '@testing-library/react';
import { useFormikContext, type FormikContextType } from 'formik';
import type { EditorRecord } from '../../../../src/core/model';
import { PidField } from '../../../../src/widgets/deposit-form/pids';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { doiConfig } from './renderPidField';

/** Hands the test the form, as the deposit form shell holds it. */
const FormGrabber = ({ onForm }: { onForm: (form: FormikContextType<EditorRecord>) => void }) => {
  onForm(useFormikContext<EditorRecord>());
  return null;
};

const renderWithForm = (config = doiConfig()) => {
  let form: FormikContextType<EditorRecord> | undefined;
  const onReserve = jest.fn(async (pidType: string) => {
    // The form saves the draft, reserves, and re-reads the record into its values.
    await form?.setFieldValue(`pids.${pidType}`, {
      identifier: '10.5281/zenodo.777',
      provider: 'datacite',
    });
  });
  const onDiscard = jest.fn(async (pidType: string) => {
    await form?.setFieldValue(`pids.${pidType}`, undefined);
  });
  const view = renderInForm(
    <>
      <PidField config={config} submitting={false} onReserve={onReserve} onDiscard={onDiscard} />
      <FormGrabber onForm={(current) => (form = current)} />
    </>,
  );
  return { ...view, onReserve, onDiscard, form: () => form as FormikContextType<EditorRecord> };
};

describe('PidField with the form reserving and discarding', () => {
  it('shows the identifier the form reserved, then offers Get again once it is discarded', async () => {
    const { user, values } = renderWithForm();
    await user.click(screen.getByRole('button', { name: 'Get a DOI now!' }));
    expect(await screen.findByRole('textbox', { name: 'DOI' })).toHaveValue('10.5281/zenodo.777');
    await user.click(screen.getByRole('button', { name: 'Discard the reserved DOI.' }));
    expect(await screen.findByRole('button', { name: 'Get a DOI now!' })).toBeInTheDocument();
    expect(values().pids).toEqual({});
  });

  it('takes an external identifier that arrives from a re-read record into the input', async () => {
    const { user, form } = renderWithForm(doiConfig({ can_be_managed: false }));
    await user.type(screen.getByRole('textbox', { name: 'DOI' }), '10.1/a');
    await user.tab();
    await act(() =>
      form().setFieldValue('pids.doi', { identifier: '10.1/b', provider: 'external' }),
    );
    expect(screen.getByRole('textbox', { name: 'DOI' })).toHaveValue('10.1/b');
  });
});
