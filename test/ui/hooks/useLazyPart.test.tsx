import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { useLazyPart } from '../../../src/ui/hooks/useLazyPart';
import { lazyPart, type LazyPart } from '../../../src/ui/lazyPart';
import { Button } from '../../../src/ui/semantic/Button';

const Panel = () => <p>The part</p>;

const deferred = () => {
  let resolve!: (part: ComponentType) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<ComponentType>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
};

const Opener = ({ part }: { part: LazyPart<ComponentType> }) => {
  const [open, setOpen] = useState(0);
  const opening = useLazyPart(part);
  const { Part } = opening;
  return (
    <>
      <Button
        type="button"
        content="Open"
        loading={opening.busy}
        aria-busy={opening.busy || undefined}
        onClick={() => opening.open(() => setOpen((count) => count + 1))}
        {...opening.preloadProps}
      />
      <p>Opened {open} times</p>
      {open > 0 && Part && <Part />}
    </>
  );
};

it('starts loading on hover, so that the click shows the part without waiting', async () => {
  const user = userEvent.setup();
  const load = deferred();
  const loader = jest.fn(() => load.promise);
  render(<Opener part={lazyPart(loader)} />);

  await user.hover(screen.getByRole('button', { name: 'Open' }));
  await user.tab();
  expect(loader).toHaveBeenCalledTimes(1);
  await act(async () => load.resolve(Panel));

  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByText('The part')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).not.toHaveAttribute('aria-busy');
});

it('opens once for clicks made while loading, and loads again after a failure', async () => {
  const user = userEvent.setup();
  const first = deferred();
  const second = deferred();
  const loader = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
  render(<Opener part={lazyPart(loader)} />);
  const button = screen.getByRole('button', { name: 'Open' });

  await user.hover(button);
  await act(async () => first.reject(new Error('offline')));
  // The hover's failure is not told: the click loads again, and says it waits.
  await user.click(button);
  await user.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(loader).toHaveBeenCalledTimes(2);

  await act(async () => second.resolve(Panel));
  expect(screen.getByText('Opened 1 times')).toBeInTheDocument();
  expect(screen.getByText('The part')).toBeInTheDocument();
});
