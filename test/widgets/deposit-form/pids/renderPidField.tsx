import type { EditorRecord } from '../../../../src/core/model';
import {
  PidField,
  type PidFieldConfig,
  type PidFieldProps,
} from '../../../../src/widgets/deposit-form/pids';
import { renderInForm } from '../../../support/depositForm/renderInForm';

/** A DOI field configured as InvenioRDM's default `pids` config. */
export const doiConfig = (overrides: Partial<PidFieldConfig> = {}): PidFieldConfig => ({
  scheme: 'doi',
  label: 'DOI',
  placeholder: 'Copy/paste your existing DOI here...',
  can_be_managed: true,
  can_be_unmanaged: true,
  btn_label_get: 'Get a DOI now!',
  btn_label_discard: 'Discard the reserved DOI.',
  managed_help_text: 'Reserve a DOI by pressing the button.',
  unmanaged_help_text: 'Copy and paste here your DOI.',
  ...overrides,
});

export interface PidOptions extends Partial<PidFieldProps> {
  values?: Partial<EditorRecord>;
  fakeTimers?: boolean;
}

/** The PID field inside the harness form, with jest.fn() reserve and discard callbacks. */
export const renderPidField = ({ values, fakeTimers, ...props }: PidOptions = {}) => {
  const onReserve = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
  const onDiscard = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
  const field = (overrides: Partial<PidFieldProps> = {}) => (
    <PidField
      config={doiConfig()}
      submitting={false}
      onReserve={onReserve}
      onDiscard={onDiscard}
      {...props}
      {...overrides}
    />
  );
  const view = renderInForm(field(), { initialValues: values, fakeTimers });
  return {
    ...view,
    onReserve,
    onDiscard,
    rerender: (overrides: Partial<PidFieldProps>) => view.rerender(field(overrides)),
  };
};
