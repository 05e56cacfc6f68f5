import { act, screen, within } from '@testing-library/react';
import type { AccessLink } from '../../../src/core/model';
import { anAccessLink, aSharedRecord } from '../../factories/access';
import { renderLinksTab } from './renderLinksTab';

const reviewers = anAccessLink({ id: 'l1', description: 'For the reviewers' });

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

/** The row of the link whose description cell reads `text`. */
const rowOf = async (text: string) =>
  (await screen.findByRole('cell', { name: text })).closest('tr')!;

const clipboardText = () => navigator.clipboard.readText();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LinksTab: copy', () => {
  const token = 'tok-9';
  it.each<[AccessLink['permission'], boolean, string]>([
    ['view', true, `https://repo.test/records/rec12-34567?token=${token}`],
    ['preview', true, `https://repo.test/records/rec12-34567?preview=1&token=${token}`],
    ['edit', true, `https://repo.test/records/rec12-34567?token=${token}`],
    ['preview', false, `https://repo.test/records/rec12-34567?preview=1&token=${token}`],
    ['edit', false, `https://repo.test/uploads/rec12-34567?token=${token}`],
  ])('copies the %s link URL (published: %p)', async (permission, published, url) => {
    const link = anAccessLink({ permission, token });
    const { user } = renderLinksTab({ links: [link] }, aSharedRecord({ is_published: published }));
    await user.click(await screen.findByRole('button', { name: 'Copy For the reviewers' }));
    expect(await clipboardText()).toBe(url);
  });

  it("says 'Copied!' for 1.5 s", async () => {
    const { user } = renderLinksTab({ links: [reviewers] });
    const row = await rowOf('For the reviewers');
    await user.click(within(row).getByRole('button', { name: 'Copy For the reviewers' }));
    // Finding it may move the fake clock a little (at most one 50 ms poll), hence the margins.
    const copied = await within(row).findByText('Copied!');
    expect(copied.closest('[role=status]')).toBeInTheDocument();
    await advance(1400);
    expect(within(row).getByText('Copied!')).toBeInTheDocument();
    await advance(100);
    expect(within(row).queryByText('Copied!')).not.toBeInTheDocument();
  });

  describe('without navigator.clipboard', () => {
    const execCommand = jest.fn();
    beforeEach(() => {
      Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    });
    afterEach(() => {
      execCommand.mockReset();
      delete (document as { execCommand?: unknown }).execCommand;
    });

    const withoutClipboard = () =>
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });

    it('copies from a hidden text field and gives focus back', async () => {
      let copied = '';
      execCommand.mockImplementation((command: string) => {
        const area = document.querySelector('textarea');
        copied = area && area === document.activeElement ? area.value : '';
        return command === 'copy';
      });
      const { user } = renderLinksTab({ links: [reviewers] });
      withoutClipboard();
      const row = await rowOf('For the reviewers');
      const button = within(row).getByRole('button', { name: 'Copy For the reviewers' });
      await user.click(button);
      expect(await within(row).findByText('Copied!')).toBeInTheDocument();
      expect(copied).toBe(
        'https://repo.test/records/rec12-34567?preview=1&token=eyJhbGciOiJIUzUxMiJ9.secret-token',
      );
      expect(within(row).getByText('Copied!')).toBeInTheDocument();
      expect(button).toHaveFocus();
      expect(document.querySelector('textarea')).toBeNull();
    });

    it('shows the URL selected in a read-only field when copying fails too', async () => {
      execCommand.mockReturnValue(false);
      const { user } = renderLinksTab({ links: [reviewers] });
      withoutClipboard();
      const row = await rowOf('For the reviewers');
      await user.click(within(row).getByRole('button', { name: 'Copy For the reviewers' }));
      const field = await within(row).findByRole('textbox', {
        name: 'Link to copy: For the reviewers',
      });
      expect(field).toHaveValue(
        'https://repo.test/records/rec12-34567?preview=1&token=eyJhbGciOiJIUzUxMiJ9.secret-token',
      );
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveFocus();
      expect(within(row).queryByText('Copied!')).not.toBeInTheDocument();
      expect(within(row).getByRole('alert')).toHaveTextContent(
        'Your browser did not copy the link. Copy it from this field.',
      );
    });
  });
});
