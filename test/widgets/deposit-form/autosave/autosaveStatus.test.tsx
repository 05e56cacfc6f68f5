import { act, cleanup, render, screen } from '@testing-library/react';
import { AutosaveStatus } from '../../../../src/widgets/deposit-form/autosave/AutosaveStatus';

/** 14:03 on a day of the tests' choosing, in the machine's time zone. */
const SAVED_AT = new Date(2026, 10, 29, 14, 3);

describe('the autosave status’s time', () => {
  const idleCallbacks: (() => void)[] = [];
  let formats: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    idleCallbacks.splice(0);
    window.requestIdleCallback = (run) => idleCallbacks.push(() => run({} as IdleDeadline));
    window.cancelIdleCallback = jest.fn();
    formats = jest.spyOn(Intl, 'DateTimeFormat');
  });
  afterEach(() => {
    // Unmounted while the idle callbacks are still there to cancel.
    cleanup();
    formats.mockRestore();
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  /** Two painted frames, then the browser idle. */
  const pageIdle = () => {
    act(() => jest.advanceTimersToNextFrame());
    act(() => jest.advanceTimersToNextFrame());
    act(() => idleCallbacks.forEach((run) => run()));
  };

  it('is formatted once the page is idle, not when the save answers', () => {
    const { rerender } = render(<AutosaveStatus phase="idle">Not saved yet</AutosaveStatus>);
    expect(formats).not.toHaveBeenCalled();
    pageIdle();
    expect(formats).toHaveBeenCalledTimes(1);

    rerender(<AutosaveStatus phase="saved" savedAt={SAVED_AT} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved 2:03 PM');
    expect(formats).toHaveBeenCalledTimes(1);
  });

  it('is formatted at once for a save that answers before the page is idle', () => {
    render(<AutosaveStatus phase="saved" savedAt={SAVED_AT} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved 2:03 PM');
  });
});
