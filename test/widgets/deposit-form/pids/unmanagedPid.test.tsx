import { act, screen } from '@testing-library/react';
import { EXTERNAL_PID_DEBOUNCE_MS } from '../../../../src/core/rules';
import { renderPidField } from './renderPidField';

const externalDoi = { pids: { doi: { identifier: '10.1234/own.1', provider: 'external' } } };
const input = () => screen.getByRole('textbox', { name: 'DOI' });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderTyped = (values = {}) => renderPidField({ fakeTimers: true, values });

describe('PidField unmanaged', () => {
  it('starts on Yes with the identifier the user already gave', () => {
    renderTyped(externalDoi);
    expect(screen.getByRole('radio', { name: 'Yes, I have one' })).toBeChecked();
    expect(input()).toHaveValue('10.1234/own.1');
  });

  it('shows every key at once and writes the value 200 ms after typing pauses', async () => {
    const { user, values } = renderTyped();
    await user.click(screen.getByRole('radio', { name: 'Yes, I have one' }));
    await user.type(input(), '10.1234/abc');
    expect(input()).toHaveValue('10.1234/abc');
    expect(values().pids).toEqual({});
    advance(EXTERNAL_PID_DEBOUNCE_MS - 1);
    expect(values().pids).toEqual({});
    advance(1);
    expect(values().pids).toEqual({ doi: { identifier: '10.1234/abc', provider: 'external' } });
  });

  it('waits again after each key, so only the last value lands', async () => {
    const { user, values } = renderTyped(externalDoi);
    await user.type(input(), '2');
    advance(150);
    await user.type(input(), '3');
    advance(150);
    expect(values().pids.doi?.identifier).toBe('10.1234/own.1');
    advance(50);
    expect(values().pids.doi).toEqual({ identifier: '10.1234/own.123', provider: 'external' });
  });

  it('writes at once when the input loses focus, so a Save click sends the last value', async () => {
    const { user, onSubmit } = renderTyped(externalDoi);
    await user.clear(input());
    await user.type(input(), '10.5555/last');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        pids: { doi: { identifier: '10.5555/last', provider: 'external' } },
      }),
    );
  });

  it('writes at once on Enter, without waiting for the pause', async () => {
    const { user, values } = renderTyped(externalDoi);
    await user.type(input(), '9{Enter}');
    expect(values().pids).toEqual({
      doi: { identifier: '10.1234/own.19', provider: 'external' },
    });
  });

  it('removes the identifier once the input is emptied', async () => {
    const { user, values } = renderTyped(externalDoi);
    await user.clear(input());
    advance(EXTERNAL_PID_DEBOUNCE_MS);
    expect(values().pids).toEqual({});
  });

  it('drops a typed identifier when the user switches to a reserved one', async () => {
    const { user, values } = renderTyped(externalDoi);
    await user.type(input(), '4');
    await user.click(screen.getByRole('radio', { name: 'No, the repository should provide one' }));
    advance(EXTERNAL_PID_DEBOUNCE_MS);
    expect(values().pids).toEqual({});
    expect(screen.getByRole('button', { name: 'Get a DOI now!' })).toBeInTheDocument();
  });
});
