import { createRestartableTimeout } from '../../../src/core/editor/restartableTimeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a restartable timeout', () => {
  it('runs once, when the last restart’s delay has passed', () => {
    const due = jest.fn();
    const timeout = createRestartableTimeout(due);
    timeout.restart(400);
    jest.advanceTimersByTime(300);
    timeout.restart(400);
    jest.advanceTimersByTime(399);
    expect(due).not.toHaveBeenCalled();
    expect(timeout.isWaiting()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
    expect(timeout.isWaiting()).toBe(false);
    jest.advanceTimersByTime(2000);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('keeps one browser timer while restarted on every key', () => {
    const timeout = createRestartableTimeout(() => undefined);
    for (let key = 0; key < 30; key += 1) {
      timeout.restart(400);
      jest.advanceTimersByTime(50);
    }
    expect(jest.getTimerCount()).toBe(1);
  });

  it('runs earlier when restarted with a shorter delay', () => {
    const due = jest.fn();
    const timeout = createRestartableTimeout(due);
    timeout.restart(8000);
    timeout.restart(2000);
    jest.advanceTimersByTime(2000);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('does not run once stopped', () => {
    const due = jest.fn();
    const timeout = createRestartableTimeout(due);
    timeout.restart(400);
    jest.advanceTimersByTime(200);
    timeout.stop();
    jest.advanceTimersByTime(1000);
    expect(due).not.toHaveBeenCalled();
    expect(timeout.isWaiting()).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});
