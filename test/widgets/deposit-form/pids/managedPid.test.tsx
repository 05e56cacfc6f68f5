import { screen } from '@testing-library/react';
import { doiConfig, renderPidField } from './renderPidField';

const reservedDoi = {
  pids: { doi: { identifier: '10.5281/zenodo.123456', provider: 'datacite' } },
};
const question = () =>
  screen.queryByRole('group', { name: 'Does this upload already have a DOI?' });
const getButton = () => screen.getByRole('button', { name: 'Get a DOI now!' });
const discardButton = () => screen.getByRole('button', { name: 'Discard the reserved DOI.' });

describe('PidField choice', () => {
  it('asks whether the user has one when both kinds are allowed, No by default', () => {
    renderPidField();
    expect(question()).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes, I have one' })).not.toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'No, the repository should provide one' }),
    ).toBeChecked();
    expect(getButton()).toBeInTheDocument();
  });

  it('switches to a typed identifier on Yes', async () => {
    const { user } = renderPidField();
    await user.click(screen.getByRole('radio', { name: 'Yes, I have one' }));
    expect(screen.getByRole('textbox', { name: 'DOI' })).toHaveAttribute(
      'placeholder',
      'Copy/paste your existing DOI here...',
    );
    expect(screen.queryByRole('button', { name: 'Get a DOI now!' })).not.toBeInTheDocument();
  });

  it('asks nothing when only a managed identifier is possible', () => {
    renderPidField({ config: doiConfig({ can_be_unmanaged: false }) });
    expect(question()).not.toBeInTheDocument();
    expect(getButton()).toBeInTheDocument();
  });

  it('asks nothing when only a typed identifier is possible', () => {
    renderPidField({ config: doiConfig({ can_be_managed: false }) });
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'DOI' })).toHaveAccessibleDescription(
      'Copy and paste here your DOI.',
    );
  });
});

describe('PidField managed', () => {
  it('reserves through the form with the pid type', async () => {
    const { user, onReserve } = renderPidField();
    expect(screen.getByText('No DOI is reserved yet.')).toBeInTheDocument();
    expect(getButton()).toHaveAccessibleDescription('Reserve a DOI by pressing the button.');
    await user.click(getButton());
    expect(onReserve).toHaveBeenCalledWith('doi');
  });

  it('uses pid_type over the scheme when configured', async () => {
    const { user, onReserve } = renderPidField({
      config: doiConfig({ scheme: 'doi', pid_type: 'datacite-doi' }),
    });
    await user.click(getButton());
    expect(onReserve).toHaveBeenCalledWith('datacite-doi');
  });

  it('shows the reserved identifier and discards it with the pid type', async () => {
    const { user, onDiscard, onReserve } = renderPidField({ values: reservedDoi });
    expect(screen.getByRole('textbox', { name: 'DOI' })).toHaveValue('10.5281/zenodo.123456');
    expect(screen.getByRole('textbox', { name: 'DOI' })).toHaveAttribute('readonly');
    await user.click(discardButton());
    expect(onDiscard).toHaveBeenCalledWith('doi');
    expect(onReserve).not.toHaveBeenCalled();
  });

  it('keeps the choice locked while an identifier is reserved', () => {
    renderPidField({ values: reservedDoi });
    expect(screen.getByRole('radio', { name: 'Yes, I have one' })).toBeDisabled();
    expect(screen.getByText('Discard the reserved DOI to enter your own.')).toBeInTheDocument();
  });

  it('disables reserve and discard while the form is submitting', async () => {
    const { user, onReserve, onDiscard, rerender } = renderPidField({ submitting: true });
    expect(getButton()).toBeDisabled();
    await user.click(getButton());
    expect(onReserve).not.toHaveBeenCalled();
    rerender({ submitting: false });
    expect(getButton()).toBeEnabled();

    const reserved = renderPidField({ values: reservedDoi, submitting: true });
    expect(screen.getAllByRole('button', { name: 'Discard the reserved DOI.' })[0]).toBeDisabled();
    reserved.unmount();
    expect(onDiscard).not.toHaveBeenCalled();
  });
});

describe('PidField misconfigured', () => {
  it('shows an error and logs it when neither kind is allowed', () => {
    const error = console.error as jest.Mock;
    error.mockImplementation(() => undefined);
    renderPidField({ config: doiConfig({ can_be_managed: false, can_be_unmanaged: false }) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The DOI field is misconfigured: it allows neither a reserved nor an own identifier. Please contact user support.',
    );
    expect(screen.queryByRole('button')).toHaveTextContent('Save');
    expect(error).toHaveBeenCalledWith(expect.stringContaining("PID field 'doi' is misconfigured"));
  });
});
