import { createRestartableTimeout } from '../../../src/core/editor/restartableTimeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a restartable timeout', () => {
  it('runs once, when the last restart’s delay has passed', () => {
    const due = jest.fn();
    const timeout = createRestartableTimeout();
    timeout.restart(400, due);
    jest.advanceTimersByTime(300);
    timeout.restart(400, due);
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
    const due = jest.fn();
    const timeout = createRestartableTimeout();
    for (let key = 0; key < 30; key += 1) {
      timeout.restart(400, due);
      jest.advanceTimersByTime(50);
    }
    expect(jest.getTimerCount()).toBe(1);
  });

  it('runs earlier when restarted with a shorter delay', () => {
    const due = jest.fn();
    const timeout = createRestartableTimeout();
    timeout.restart(8000, due);
    timeout.restart(2000, due);
    jest.advanceTimersByTime(2000);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('runs the callback of the last restart', () => {
    const first = jest.fn();
    const last = jest.fn();
    const timeout = createRestartableTimeout();
    timeout.restart(400, first);
    jest.advanceTimersByTime(100);
    timeout.restart(400, last);
    jest.advanceTimersByTime(400);
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('does not run once stopped', () => {
    const due = jest.fn();
    const timeout = createRestartableTimeout();
    timeout.restart(400, due);
    jest.advanceTimersByTime(200);
    timeout.stop();
    jest.advanceTimersByTime(1000);
    expect(due).not.toHaveBeenCalled();
    expect(timeout.isWaiting()).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});
