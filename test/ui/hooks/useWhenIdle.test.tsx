import { act, render, screen } from '@testing-library/react';
import { IDLE_TIMEOUT_MS, useWhenIdle } from '../../../src/ui/hooks/useWhenIdle';

const Deferred = () => <p>{useWhenIdle() ? 'Ready' : 'Waiting'}</p>;

describe('useWhenIdle', () => {
  const idleCallbacks: { run: () => void; timeout?: number }[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    idleCallbacks.splice(0);
    window.requestIdleCallback = (run, options) =>
      idleCallbacks.push({ run: () => run({} as IdleDeadline), timeout: options?.timeout });
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    // jsdom has no idle callbacks: the other tests see it as it is.
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits for two painted frames, then for the browser to be idle', () => {
    render(<Deferred />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    act(() => jest.advanceTimersToNextFrame());
    expect(idleCallbacks).toHaveLength(0);
    act(() => jest.advanceTimersToNextFrame());
    expect(idleCallbacks).toEqual([{ run: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    act(() => idleCallbacks[0]!.run());
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });

  it('stops waiting when unmounted first', () => {
    const { unmount } = render(<Deferred />);
    act(() => jest.advanceTimersToNextFrame());
    act(() => jest.advanceTimersToNextFrame());
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });

  it('is ready at once where the browser cannot say when it is idle', () => {
    delete (window as Partial<Window>).requestIdleCallback;
    render(<Deferred />);
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });
});
