import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { aCommunity } from '../factories/community';
import { cc0 } from '../widgets/deposit-form/fields/licencesFixtures';
import { aRecord, formData, LICENCE_HITS, renderForm } from './depositFormPage';
import { expectAllTranslated } from './pageData';

/**
 * How long a test may take: each renders the whole form and loads its dialogs' modules on first
 * use, which took over 5 s when jest ran beside the package build on a 2-core machine.
 */
jest.setTimeout(15_000);

/** Clicks the first button so named (in `inside`, else anywhere) and answers its dialog. */
const open = async (user: UserEvent, button: RegExp, inside: HTMLElement = document.body) => {
  await user.click(within(inside).getAllByRole('button', { name: button })[0]!);
  return screen.findByRole('dialog');
};

const close = async (user: UserEvent) => {
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
};

describe('the deposit form’s modals under the pseudo-locale', () => {
  it('the creator and contributor modals, with their errors', async () => {
    const record = aRecord();
    const { user } = await renderForm(record);
    for (const opener of [/Add author/, /Add contributor/]) {
      const dialog = await open(user, opener);
      await user.click(within(dialog).getByRole('button', { name: '⟦Save⟧' }));
      expectAllTranslated(formData(record));
      await close(user);
    }
  });

  it('the licence picker and the custom licence modal', async () => {
    const record = aRecord();
    const { user } = await renderForm(record);
    const picker = await open(user, /Add standard/);
    await within(picker).findByText(cc0.title_l10n);
    expectAllTranslated(formData(record, LICENCE_HITS));
    await close(user);

    const custom = await open(user, /Add custom/);
    await user.click(within(custom).getByRole('button', { name: '⟦Add⟧' }));
    expectAllTranslated(formData(record));
    await close(user);
  });

  it('the submit-review confirmation, with its errors', async () => {
    const community = aCommunity({ metadata: { title: 'Marine Biology' } });
    const record = aRecord(community);
    const { user } = await renderForm(record);
    const dialog = await open(user, /Submit for review/);
    await user.click(within(dialog).getByRole('button', { name: /Submit record for review/ }));
    await within(dialog).findAllByText(/You must accept this/);
    expectAllTranslated(formData(record));
  });

  it('the publish and delete confirmations', async () => {
    const record = aRecord();
    const { user } = await renderForm(record);
    await open(user, /^⟦Publish⟧$/);
    expectAllTranslated(formData(record));
    await close(user);
    await open(user, /Delete|Discard/, screen.getByRole('group', { name: '⟦Draft actions⟧' }));
    expectAllTranslated(formData(record));
  });
});
