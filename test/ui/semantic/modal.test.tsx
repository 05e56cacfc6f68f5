import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../../src/ui/semantic/Modal';

const Dialog = ({ title, onClose }: { title: string; onClose: () => void }) => (
  <Modal open role="dialog" aria-label={title} onClose={onClose}>
    <Modal.Content>{title}</Modal.Content>
  </Modal>
);

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

  it('dims the page while open, and the page stays dimmed while another is', () => {
    const { rerender } = render(
      <>
        <Dialog title="Outer" onClose={jest.fn()} />
        <Dialog title="Inner" onClose={jest.fn()} />
      </>,
    );
    expect(document.body).toHaveClass('dimmable', 'dimmed');
    rerender(<Dialog title="Outer" onClose={jest.fn()} />);
    expect(document.body).toHaveClass('dimmed');
    rerender(<></>);
    expect(document.body).not.toHaveClass('dimmed');
  });
});
