import { useState } from 'react';
import { useLazyPart } from '../../src/ui/hooks/useLazyPart';
import { lazyPart } from '../../src/ui/lazyPart';
import { LazyPartFailure } from '../../src/ui/LazyPartFailure';
import { Button } from '../../src/ui/semantic/Button';
import { Modal } from '../../src/ui/semantic/Modal';

const Dialog = ({ onClose }: { onClose: () => void }) => (
  <Modal open size="small" aria-label="A dialog loaded on first need" onClose={onClose}>
    <Modal.Header>A dialog loaded on first need</Modal.Header>
    <Modal.Content>
      <p>Its code came with the first click, or with the hover before it.</p>
    </Modal.Content>
    <Modal.Actions>
      <Button type="button" content="Close" onClick={onClose} />
    </Modal.Actions>
  </Modal>
);

/** How the dialog's code arrives: never (still loading), failing once, or at once. */
export type DialogLoad = 'slow' | 'failing once' | 'at once';

const partOf = (load: DialogLoad) => {
  let failed = false;
  return lazyPart<typeof Dialog>(() => {
    if (load === 'slow') return new Promise(() => undefined);
    if (load === 'failing once' && !failed) {
      failed = true;
      return Promise.reject(new Error('Loading chunk Dialog failed'));
    }
    return Promise.resolve(Dialog);
  });
};

/**
 * A button that opens a lazily loaded dialog, as the widgets' do: busy while its code loads,
 * a message with Retry in its place when it cannot load.
 */
export const LazyDialogScenario = ({ load }: { load: DialogLoad }) => {
  // One part per story: a story never sees another's load.
  const [part] = useState(() => partOf(load));
  const [open, setOpen] = useState(false);
  const opening = useLazyPart(part);
  const { Part } = opening;
  return (
    <div>
      <Button
        type="button"
        content="Open the dialog"
        aria-haspopup="dialog"
        loading={opening.busy}
        aria-busy={opening.busy || undefined}
        onClick={() => opening.open(() => setOpen(true))}
      />
      {opening.failed && <LazyPartFailure onRetry={opening.retry} />}
      {open && Part && <Part onClose={() => setOpen(false)} />}
    </div>
  );
};
