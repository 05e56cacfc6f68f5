import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../src/ui/semantic/Modal';

const Dialog = ({ title, onClose }: { title: string; onClose: () => void }) => (
  <Modal open role="dialog" aria-label={title} onClose={onClose}>
    <Modal.Content>{title}</Modal.Content>
  </Modal>
);

/** Focuses itself when mounted, as a field a form starts at does. */
const FocusedOnMount = () => {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return <input ref={input} aria-label="Chosen" />;
};

/** A modal with three controls (and one that focuses itself), and a page button that opens it. */
const Page = ({ withChosen = false }: { withChosen?: boolean }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Page before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} aria-label="Form" onClose={() => setOpen(false)}>
        <Modal.Content>
          <input aria-label="First" />
          <input aria-label="Hidden" hidden />
          <input aria-label="Second" />
          {withChosen && <FocusedOnMount />}
        </Modal.Content>
        <Modal.Actions>
          <button type="button">Save</button>
        </Modal.Actions>
      </Modal>
      <button type="button">Page after</button>
    </>
  );
};

describe('Modal', () => {
  it('closes on Escape, the newest of two open only', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    render(
      <>
        <Dialog title="Outer" onClose={closeOuter} />
        <Dialog title="Inner" onClose={closeInner} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('closes on a click on the dimmer, not on a press that began in the modal', () => {
    const onClose = jest.fn();
    render(<Dialog title="Share" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    const dimmer = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(dialog);
    fireEvent.mouseUp(dimmer);
    fireEvent.click(dimmer);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dimmer);
    fireEvent.click(dimmer);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('dims the page with a dimmer of its own, and leaves the body’s classes alone', () => {
    // A class put on the body restyles the whole page; the styles hold it still instead.
    document.body.className = 'host-page';
    const { rerender } = render(
      <>
        <Dialog title="Outer" onClose={jest.fn()} />
        <Dialog title="Inner" onClose={jest.fn()} />
      </>,
    );
    const dimmerOf = (title: string) => screen.getByRole('dialog', { name: title }).parentElement;
    expect(dimmerOf('Outer')).toHaveClass('ui page modals dimmer active rdm-dimmer');
    expect(dimmerOf('Inner')).toHaveClass('rdm-dimmer');
    expect(dimmerOf('Inner')).not.toBe(dimmerOf('Outer'));
    expect(document.body.className).toBe('host-page');
    rerender(<Dialog title="Outer" onClose={jest.fn()} />);
    expect(document.querySelectorAll('.rdm-dimmer')).toHaveLength(1);
    rerender(<></>);
    expect(document.querySelectorAll('.rdm-dimmer')).toHaveLength(0);
    expect(document.body.className).toBe('host-page');
    document.body.className = '';
  });

  it('is a modal dialog that takes focus in on opening, to its first control', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Form' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
  });

  it('leaves focus on the control its content chose on opening', async () => {
    const user = userEvent.setup();
    render(<Page withChosen />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Chosen' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab going round its shown controls', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const visited = [];
    for (let press = 0; press < 4; press++) {
      await user.tab();
      visited.push(
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    }
    expect(visited).toEqual(['Second', 'Save', 'First', 'Second']);
    // Back from the second, past the first, to the last.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('gives focus back to its opener when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('wraps itself, not its content and actions, in the form it submits', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Modal open aria-label="Asks" onClose={jest.fn()} onSubmit={onSubmit}>
        <Modal.Content>
          <input aria-label="Name" />
        </Modal.Content>
        <Modal.Actions>
          <button type="submit">Save</button>
        </Modal.Actions>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Asks' });
    expect(dialog.querySelector(':scope > .content')).not.toBeNull();
    expect(dialog.querySelector(':scope > .actions')).not.toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('sits in a dimmer that Fomantic lays out as a centring flex box', () => {
    render(<Dialog title="Share" onClose={jest.fn()} />);
    const dimmer = screen.getByRole('dialog', { name: 'Share' }).parentElement as HTMLElement;
    expect(dimmer).toHaveClass('ui', 'page', 'modals', 'dimmer', 'active');
    // `.visible.transition` is display: block !important in Fomantic: no centring.
    expect(dimmer).not.toHaveClass('visible');
  });
});
