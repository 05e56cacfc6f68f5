import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { FormLicence } from '../../../../src/core/model';
import { LicencesField } from '../../../../src/widgets/deposit-form/fields/LicencesField';
import { licencesToAdd } from '../../../../src/widgets/deposit-form/fields/licences/licenceChoices';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { anEditorRecord } from '../../../factories/editorRecord';
import { cc0, ccBy, LICENCE_HITS, LONG_DESCRIPTION, mit } from './licencesFixtures';

const SEARCH_URL = 'https://repo.test/api/vocabularies/licenses';

const withRights = (rights: FormLicence[]) => ({
  metadata: { ...anEditorRecord().metadata, rights },
});

const standard: FormLicence = {
  id: ccBy.id,
  title: ccBy.title_l10n,
  description: LONG_DESCRIPTION,
  link: ccBy.props?.url,
};
const custom: FormLicence = { title: 'Lab licence', description: 'Ask first.' };

const renderField = (rights: FormLicence[] = [], api = fakeVocabulariesApi()) => ({
  api,
  ...renderInForm(<LicencesField licenceSearchUrl={SEARCH_URL} vocabulariesApi={api} />, {
    initialValues: withRights(rights),
  }),
});

const dialog = () => screen.getByRole('dialog');

/** Contrast needs real styles (left to Storybook); landmarks are the host page's. */
const violations = async (container: HTMLElement) => {
  const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
  const result = await axe.run(container, { rules });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

describe('LicencesField list', () => {
  it('shows each licence with its link in a new tab and its description cut at 300', () => {
    renderField([standard, custom]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    const link = within(first).getByRole('link', { name: /Creative Commons Attribution/ });
    expect(link).toHaveAttribute('href', ccBy.props?.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const shown = within(first).getByText(/^Permits almost/).textContent ?? '';
    expect(Array.from(shown)).toHaveLength(300);
    expect(shown.endsWith('…')).toBe(true);
    expect(within(second).getByText('Ask first.')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers Edit for custom licences only', () => {
    renderField([standard, custom]);
    expect(screen.queryByRole('button', { name: `Edit ${standard.title}` })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Lab licence' })).toBeInTheDocument();
  });

  it('offers only custom licences without a configured search', () => {
    renderInForm(<LicencesField vocabulariesApi={fakeVocabulariesApi()} />);
    expect(screen.queryByRole('button', { name: 'Add standard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add custom' })).toBeInTheDocument();
  });

  it('reorders by keyboard, keeps the focus on the moved licence and announces it', async () => {
    const { user, values } = renderField([standard, custom]);
    const down = screen.getByRole('button', { name: `Move ${standard.title} down` });
    down.focus();
    await user.keyboard('{Enter}');
    expect(values().metadata.rights).toEqual([custom, standard]);
    // At the bottom now: the focus moves to its other arrow.
    expect(screen.getByRole('button', { name: `Move ${standard.title} up` })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(`${standard.title} moved to position 2.`);
    await user.keyboard('{Enter}');
    expect(values().metadata.rights).toEqual([standard, custom]);
  });

  it('removes a licence and keeps the focus in the list', async () => {
    const { user, values } = renderField([standard, custom]);
    await user.click(screen.getByRole('button', { name: `Remove ${standard.title}` }));
    expect(values().metadata.rights).toEqual([custom]);
    expect(screen.getByRole('button', { name: 'Remove Lab licence' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(values().metadata.rights).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add custom' })).toHaveFocus();
  });

  it('shows the errors of a licence under it', () => {
    renderInForm(<LicencesField />, {
      initialValues: withRights([{ title: '', link: 'nope' }]),
      initialErrors: { metadata: { rights: [{ link: 'Link must be a valid URL' }] } as never },
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('Link must be a valid URL');
  });
});

describe('standard licence picker', () => {
  it('moves focus to the search and searches the recommended licences first', async () => {
    const { user, api } = renderField([], fakeVocabulariesApi({ licences: LICENCE_HITS }));
    await user.click(screen.getByRole('button', { name: 'Add standard' }));
    expect(dialog()).toHaveAccessibleName('Add standard license');
    expect(within(dialog()).getByRole('searchbox', { name: 'Search licenses' })).toHaveFocus();
    expect(await within(dialog()).findByRole('checkbox', { name: cc0.title_l10n })).toBeVisible();
    expect(api.calls).toEqual([{ method: 'licences', query: { query: '', tag: 'recommended' } }]);
    expect(within(dialog()).queryByRole('checkbox', { name: mit.title_l10n })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Recommended' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends the chosen tag and the typed text', async () => {
    const { user, api } = renderField([], fakeVocabulariesApi({ licences: LICENCE_HITS }));
    await user.click(screen.getByRole('button', { name: 'Add standard' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Software' }));
    expect(await within(dialog()).findByRole('checkbox', { name: mit.title_l10n })).toBeVisible();
    expect(api.calls.at(-1)?.query).toEqual({ query: '', tag: 'software' });

    await user.click(within(dialog()).getByRole('button', { name: 'All' }));
    await user.type(within(dialog()).getByRole('searchbox'), 'zero');
    await waitFor(() => expect(api.calls.at(-1)?.query).toEqual({ query: 'zero', tag: 'all' }));
    // Typing pauses before searching: not one request per key.
    expect(api.calls.filter((call) => JSON.stringify(call.query).includes('"z'))).toHaveLength(1);
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Licenses found: 1');
    expect(within(dialog()).getByRole('checkbox', { name: cc0.title_l10n })).toBeVisible();
  });

  it('shows descriptions cut at 300 characters', async () => {
    const { user } = renderField([], fakeVocabulariesApi({ licences: LICENCE_HITS }));
    await user.click(screen.getByRole('button', { name: 'Add standard' }));
    const choice = await within(dialog()).findByRole('checkbox', { name: ccBy.title_l10n });
    const description = Array.from(choice.closest('li')?.querySelector('p')?.textContent ?? '');
    expect(description).toHaveLength(300);
    expect(description.at(-1)).toBe('…');
    expect(choice).toHaveAccessibleDescription(description.join(''));
  });

  it('appends the picked licences in the order picked and gives focus back', async () => {
    const { user, values } = renderField([custom], fakeVocabulariesApi({ licences: LICENCE_HITS }));
    const opener = screen.getByRole('button', { name: 'Add standard' });
    await user.click(opener);
    await user.click(await within(dialog()).findByRole('checkbox', { name: cc0.title_l10n }));
    await user.click(within(dialog()).getByRole('button', { name: 'Software' }));
    await user.click(await within(dialog()).findByRole('checkbox', { name: mit.title_l10n }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(values().metadata.rights).toEqual([
      custom,
      {
        id: 'cc0-1.0',
        title: cc0.title_l10n,
        description: 'No rights reserved.',
        link: cc0.props?.url,
      },
      {
        id: 'mit',
        title: 'MIT License',
        description: mit.description_l10n,
        link: mit.props?.url,
      },
    ]);
  });

  it('does not add a licence the record has already', async () => {
    const { user, values } = renderField(
      [standard],
      fakeVocabulariesApi({ licences: LICENCE_HITS }),
    );
    await user.click(screen.getByRole('button', { name: 'Add standard' }));
    const present = await within(dialog()).findByRole('checkbox', { name: ccBy.title_l10n });
    expect(present).toBeChecked();
    expect(present).toBeDisabled();
    await user.click(within(dialog()).getByRole('checkbox', { name: cc0.title_l10n }));
    // The same pick seen again under another tag stays one pick.
    await user.click(within(dialog()).getByRole('button', { name: 'Data' }));
    expect(await within(dialog()).findByRole('checkbox', { name: cc0.title_l10n })).toBeChecked();
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));
    expect(values().metadata.rights.map((licence) => licence.id)).toEqual(['cc-by-4.0', 'cc0-1.0']);
  });

  it('says when the search fails, and adds nothing on Cancel', async () => {
    const { user, values } = renderField(
      [],
      fakeVocabulariesApi({ fail: { licences: 'The search is down.' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Add standard' }));
    expect(await within(dialog()).findByText('The search is down.')).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(values().metadata.rights).toEqual([]);
  });

  it('has no axe violation with results', async () => {
    const { user } = renderField([standard], fakeVocabulariesApi({ licences: LICENCE_HITS }));
    await user.click(screen.getByRole('button', { name: 'Add standard' }));
    await within(dialog()).findByRole('checkbox', { name: cc0.title_l10n });
    expect(await violations(document.body)).toEqual([]);
  });
});

describe('custom licence modal', () => {
  it("requires a title and a valid link, with InvenioRDM's messages", async () => {
    const { user, values, onSubmit } = renderField();
    await user.click(screen.getByRole('button', { name: 'Add custom' }));
    expect(dialog()).toHaveAccessibleName('Add custom license');
    expect(within(dialog()).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Link' }), 'not a link');
    await user.click(within(dialog()).getByRole('button', { name: 'Add' }));

    expect(await within(dialog()).findByText('Title is a required field.')).toBeVisible();
    expect(within(dialog()).getByRole('textbox', { name: 'Link' })).toHaveAccessibleDescription(
      'Link must be a valid URL',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(values().metadata.rights).toEqual([]);
  });

  it('adds the licence once it is valid, without submitting the deposit form', async () => {
    const { user, values, onSubmit } = renderField();
    const opener = screen.getByRole('button', { name: 'Add custom' });
    await user.click(opener);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Title' }), ' Lab licence ');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Link' }), 'https://lab.test/l');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(values().metadata.rights).toEqual([
      { title: 'Lab licence', link: 'https://lab.test/l' },
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('edits a custom licence in place', async () => {
    const { user, values } = renderField([standard, custom]);
    await user.click(screen.getByRole('button', { name: 'Edit Lab licence' }));
    expect(dialog()).toHaveAccessibleName('Edit custom license');
    const description = within(dialog()).getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('Ask first.');
    await user.clear(description);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(values().metadata.rights).toEqual([standard, { title: 'Lab licence' }]);
  });
});

describe('licencesToAdd', () => {
  it('keeps each new id once and skips custom entries', () => {
    const picked = [{ id: 'mit', title: 'MIT' }, { id: 'mit', title: 'MIT' }, { title: 'x' }];
    expect(licencesToAdd([{ id: 'cc0-1.0', title: 'CC0' }], picked)).toEqual([
      { id: 'mit', title: 'MIT' },
    ]);
  });
});
