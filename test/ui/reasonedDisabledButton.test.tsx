import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonedDisabledButton } from '../../src/ui/ReasonedDisabledButton';

const REASON = 'Only the owner may do this.';

describe('ReasonedDisabledButton', () => {
  it('is reachable by keyboard and says why on focus', async () => {
    const user = userEvent.setup();
    render(
      <ReasonedDisabledButton icon="lock" content="Restricted" reason={REASON} pressed={false} />,
    );
    const button = screen.getByRole('button', { name: 'Restricted' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription(REASON);
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  });

  it('says why on hover too, and is no toggle unless told', async () => {
    const user = userEvent.setup();
    render(<ReasonedDisabledButton content="Share" reason={REASON} />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).not.toHaveAttribute('aria-pressed');
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  });
});
