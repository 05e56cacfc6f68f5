import { act, screen, within } from '@testing-library/react';
import type { FormCreatibutor, FormVocabularies } from '../../../../src/core/model';
import { dialog, renderModal } from './modalFixtures';

const ROLES: FormVocabularies = {
  contributors: {
    role: [
      { value: 'editor', text: 'Editor' },
      { value: 'supervisor', text: 'Supervisor' },
    ],
  },
};

const doeJane: FormCreatibutor = {
  person_or_org: {
    type: 'personal',
    family_name: 'Doe',
    given_name: 'Jane',
    name: 'Doe, Jane',
    identifiers: [
      { scheme: 'orcid', identifier: '0000-0002-1825-0097' },
      { scheme: 'viaf', identifier: '12345' },
    ],
  },
  affiliations: [{ id: '01ggx4157', name: 'CERN' }],
  role: 'editor',
};

const save = () => within(dialog()).getByRole('button', { name: 'Save' });

describe('Creator modal: dialog and focus', () => {
  it('is named after what it does', () => {
    renderModal({ kind: 'creators' });
    expect(dialog()).toHaveAccessibleName('Add author');
  });

  it('says Edit contributor and shows the values when editing', () => {
    renderModal({ kind: 'contributors', initial: doeJane, vocabularies: ROLES });
    expect(dialog()).toHaveAccessibleName('Edit contributor');
    expect(screen.getByRole('textbox', { name: /Family name/ })).toHaveValue('Doe');
    expect(screen.getByRole('textbox', { name: 'Given names' })).toHaveValue('Jane');
    expect(screen.getByRole('textbox', { name: 'ORCID' })).toHaveValue('0000-0002-1825-0097');
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveValue('editor');
    expect(screen.getByRole('list', { name: 'Chosen affiliations' })).toHaveTextContent('CERN');
    // Editing adds no one: there is nothing to add another to.
    expect(screen.queryByRole('button', { name: 'Save and add another' })).toBeNull();
  });

  it('moves focus in on open and back to the opener on Escape and on Cancel', async () => {
    const { user } = renderModal({ closed: true, autocompleteNames: 'off' });
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('Creator modal: validation on submit', () => {
  it('asks for the family name of a person', async () => {
    const { user, saved } = renderModal({ autocompleteNames: 'off' });
    const family = screen.getByRole('textbox', { name: /Family name/ });
    expect(screen.queryByText('Family name is a required field.')).toBeNull();
    await user.click(save());
    expect(await screen.findByText('Family name is a required field.')).toBeVisible();
    expect(family).toHaveAttribute('aria-invalid', 'true');
    expect(family).toHaveAccessibleDescription('Family name is a required field.');
    expect(saved).toEqual([]);
  });

  it('asks for the name of an organisation', async () => {
    const { user, saved } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'Organization' }));
    expect(screen.queryByRole('textbox', { name: /Family name/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Search for a person' })).toBeNull();
    await user.click(save());
    expect(await screen.findByText('Name is a required field.')).toBeVisible();
    expect(screen.queryByText('Family name is a required field.')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('asks contributors for a role, not creators', async () => {
    const { user, saved, savedAfter } = renderModal({ kind: 'contributors', vocabularies: ROLES });
    await user.type(screen.getByRole('textbox', { name: /Family name/ }), 'Doe');
    await user.click(save());
    expect(await screen.findByText('Role is a required field.')).toBeVisible();
    expect(saved).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'Supervisor');
    await user.click(save());
    expect(await savedAfter()).toEqual([
      {
        addAnother: false,
        value: expect.objectContaining({ role: 'supervisor' }) as unknown,
      },
    ]);
  });

  it('offers creators a role only when the vocabulary has some', () => {
    renderModal({ kind: 'creators', vocabularies: ROLES });
    expect(screen.queryByRole('combobox', { name: /Role/ })).toBeNull();
  });

  it('names the scheme of an invalid identifier', async () => {
    const { user, saved } = renderModal({ autocompleteNames: 'off' });
    await user.type(screen.getByRole('textbox', { name: /Family name/ }), 'Doe');
    // The last digit is not the ORCID check digit.
    await user.type(screen.getByRole('textbox', { name: 'ORCID' }), '0000-0002-1825-0098');
    await user.click(save());
    expect(await screen.findByText('Invalid ORCID identifier.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ORCID' })).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('checks an organisation identifier against its own scheme', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'Organization' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Open Science Lab');
    await user.type(screen.getByRole('textbox', { name: 'ROR' }), 'not-a-ror');
    await user.click(save());
    expect(await screen.findByText('Invalid ROR identifier.')).toBeVisible();
  });
});

describe('Creator modal: what is saved', () => {
  it('gives a person in the form shape, with the display name built', async () => {
    const { user, savedAfter } = renderModal({ autocompleteNames: 'off' });
    await user.type(screen.getByRole('textbox', { name: /Family name/ }), ' Doe ');
    await user.type(screen.getByRole('textbox', { name: 'Given names' }), 'Jane');
    await user.type(screen.getByRole('textbox', { name: 'ORCID' }), '0000-0002-1825-0097');
    await user.type(screen.getByRole('textbox', { name: 'ISNI' }), '0000 0001 2103 2683');
    await user.click(save());
    expect(await savedAfter()).toEqual([
      {
        addAnother: false,
        value: {
          person_or_org: {
            type: 'personal',
            family_name: 'Doe',
            given_name: 'Jane',
            name: 'Doe, Jane',
            identifiers: [
              { scheme: 'orcid', identifier: '0000-0002-1825-0097' },
              { scheme: 'isni', identifier: '0000 0001 2103 2683' },
            ],
          },
          affiliations: [],
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives an organisation with its name and no affiliations', async () => {
    const { user, savedAfter } = renderModal();
    await user.click(screen.getByRole('radio', { name: 'Organization' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Open Science Lab');
    await user.type(screen.getByRole('textbox', { name: 'ROR' }), '03yrm5c26');
    await user.keyboard('{Enter}');
    expect((await savedAfter()).map((call) => call.value)).toEqual([
      {
        person_or_org: {
          type: 'organizational',
          name: 'Open Science Lab',
          identifiers: [{ scheme: 'ror', identifier: '03yrm5c26' }],
        },
        affiliations: [],
      },
    ]);
  });

  it('rebuilds the name after an edit and keeps identifiers it has no input for', async () => {
    const { user, savedAfter } = renderModal({
      kind: 'contributors',
      initial: doeJane,
      vocabularies: ROLES,
    });
    const family = screen.getByRole('textbox', { name: /Family name/ });
    await user.clear(family);
    await user.type(family, 'Roe');
    await user.click(save());
    expect(await savedAfter()).toEqual([
      {
        addAnother: false,
        value: {
          ...doeJane,
          person_or_org: { ...doeJane.person_or_org, family_name: 'Roe', name: 'Roe, Jane' },
        },
      },
    ]);
  });
});

describe('Creator modal: Save and add another', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds, empties the form, stays open and resets its label after 2 s', async () => {
    const { user, saved } = renderModal({ fakeTimers: true, autocompleteNames: 'off' });
    await user.type(screen.getByRole('textbox', { name: /Family name/ }), 'Doe');
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));

    // The label changes once the (asynchronous) validation has passed and the creator is added.
    expect(await screen.findByRole('button', { name: 'Added!' })).toBeInTheDocument();
    expect(saved).toEqual([
      { addAnother: true, value: expect.objectContaining({ affiliations: [] }) as unknown },
    ]);
    expect(saved[0]?.value.person_or_org.name).toBe('Doe');
    expect(dialog()).toBeInTheDocument();
    const family = screen.getByRole('textbox', { name: /Family name/ });
    expect(family).toHaveValue('');
    expect(family).toHaveFocus();
    expect(screen.getByText('Doe added.')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Added!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Save and add another' })).toBeInTheDocument();
  });

  it('adds nothing while the form is invalid', async () => {
    const { user, saved } = renderModal({ fakeTimers: true, autocompleteNames: 'off' });
    await user.click(screen.getByRole('button', { name: 'Save and add another' }));
    expect(await screen.findByText('Family name is a required field.')).toBeVisible();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save and add another' })).toBeInTheDocument();
  });
});
