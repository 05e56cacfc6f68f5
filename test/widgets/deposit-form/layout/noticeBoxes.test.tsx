import { screen, within } from '@testing-library/react';
import { renderFormOverFakeServer } from '../../../support/depositForm/renderFormOverFakeServer';

/** A box of the deposit page, by the class hosts style it with. */
const box = (className: string) => {
  const found = document.querySelector<HTMLElement>(`.${className}`);
  if (!found) throw new Error(`no .${className} on the page`);
  return found;
};

describe('the deposit page’s boxes for parts that come and go', () => {
  afterEach(() => window.localStorage.clear());

  it('hold what a new upload’s first save brings, and were there before it', async () => {
    const { user } = renderFormOverFakeServer({ autosaveDelayMs: 20 });
    await user.click(await screen.findByRole('textbox', { name: 'Title' }));
    const notices = box('rdm-deposit-notices');
    const recordActions = box('rdm-record-actions');
    expect(notices).toBeEmptyDOMElement();
    expect(recordActions).toBeEmptyDOMElement();

    await user.paste('Tide tables');
    const newUpload = await screen.findByRole('button', { name: 'New upload from this record' });
    expect(recordActions).toContainElement(newUpload);
    expect(within(notices).getByText(/Once your upload is complete/)).toBeVisible();
    expect(box('rdm-deposit-notices')).toBe(notices);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(notices).findByText('Record successfully saved.')).toBeVisible();
  });
});
