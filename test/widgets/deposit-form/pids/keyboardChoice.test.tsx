import { screen } from '@testing-library/react';
import { renderPidField } from './renderPidField';

describe('PidField choice with the keyboard', () => {
  it('moves between Yes and No with the arrow keys', async () => {
    const { user } = renderPidField();
    await user.tab();
    expect(
      screen.getByRole('radio', { name: 'No, the repository should provide one' }),
    ).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Yes, I have one' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'DOI' })).toBeInTheDocument();
  });
});
