import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useLazyPart } from '../../../src/ui/hooks/useLazyPart';
import { lazyPart, type LazyPart } from '../../../src/ui/lazyPart';
import { renderOutsideAct } from '../../support/syncMount';

// Scheduled as a page schedules it, not as act() would: on React 19 the effect's 'busy' and
// the load's 'idle' then land in one batch, which alone would render nothing new.
renderOutsideAct();

const Panel = () => <p>The part</p>;

/** A part opened from elsewhere (the deposit form's 'Change community' opens the selection). */
const OpenedFromElsewhere = ({ part, open }: { part: LazyPart<typeof Panel>; open: boolean }) => {
  const { Part, open: openPart } = useLazyPart(part);
  useEffect(() => {
    if (open) openPart(() => undefined);
  }, [open, openPart]);
  return open && Part ? <Part /> : <p>Closed</p>;
};

it('shows a part opened from an effect once its code is in', async () => {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  const part = lazyPart(() => Promise.resolve(Panel));
  root.render(<OpenedFromElsewhere part={part} open={false} />);
  expect(await screen.findByText('Closed')).toBeInTheDocument();

  root.render(<OpenedFromElsewhere part={part} open />);
  expect(await screen.findByText('The part')).toBeInTheDocument();
  root.unmount();
});
