import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Combobox, type ComboboxOption, type ComboboxProps } from '../../../src/ui/fields/Combobox';
import { createI18n } from '../../../src/ui/i18n/createI18n';

const FRUIT: ComboboxOption[] = [
  { key: 'apple', text: 'Apple' },
  { key: 'banana', text: 'Banana', detail: 'yellow' },
  { key: 'cherry', text: 'Cherry' },
];

type Extra = Partial<Omit<ComboboxProps, 'text' | 'onTextChange' | 'onPick'>>;

/** A combobox whose caller clears the text on a pick, as the fields do. */
const Fruit = ({ onPick, extra }: { onPick: (index: number) => void; extra: Extra }) => {
  const [text, setText] = useState('');
  return (
    <Combobox
      label="Fruit"
      options={FRUIT}
      {...extra}
      text={text}
      onTextChange={setText}
      onPick={(index) => {
        setText('');
        onPick(index);
      }}
    />
  );
};

const renderFruit = (extra: Extra = {}) => {
  const onPick = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onKeyDown = jest.fn();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n()}>
      {/* The keydown listener stands for a dialog that closes on Escape. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form aria-label="Basket" onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <Fruit onPick={onPick} extra={extra} />
      </form>
    </I18nextProvider>,
  );
  return { user, onPick, onSubmit, onKeyDown };
};

const box = () => screen.getByRole('combobox', { name: 'Fruit' });
const option = (name: string) => screen.getByRole('option', { name: new RegExp(`^${name}`) });

describe('Combobox', () => {
  it('is closed until the user types, then lists the options', async () => {
    const { user } = renderFruit();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box(), 'a');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Fruit' });
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((item) => item.textContent)).toEqual([
      'Apple',
      'Banana yellow',
      'Cherry',
    ]);
  });

  it('names the list by listLabel when given', async () => {
    const { user } = renderFruit({ listLabel: 'Fruit suggestions' });
    await user.type(box(), 'a');
    expect(screen.getByRole('listbox', { name: 'Fruit suggestions' })).toBeInTheDocument();
  });

  it('moves through the options with the arrows, wrapping, while focus stays in the box', async () => {
    const { user } = renderFruit();
    await user.type(box(), 'a');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', option('Cherry').id);
    expect(option('Cherry')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', option('Apple').id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', option('Cherry').id);
    expect(option('Apple')).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', option('Banana').id);
    expect(box()).toHaveFocus();
  });

  it('opens on ArrowDown with the first option active', async () => {
    const { user } = renderFruit();
    await user.type(box(), 'a');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', option('Apple').id);
  });

  it('picks the active option on Enter, and never submits the form', async () => {
    const { user, onPick, onSubmit } = renderFruit();
    await user.type(box(), 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(1);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('');
    await user.type(box(), 'b{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives Enter without an active option to onEnter', async () => {
    const onEnter = jest.fn();
    const { user, onPick } = renderFruit({ onEnter });
    await user.type(box(), 'kiwi{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes only the list on Escape: the key goes no further while the list is open', async () => {
    const { user, onKeyDown } = renderFruit();
    await user.type(box(), 'a');
    onKeyDown.mockClear();
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('a');
    expect(onKeyDown).not.toHaveBeenCalled();
    // With the list closed, Escape is the surrounding dialog's again.
    await user.keyboard('{Escape}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('picks a clicked option and keeps the focus in the box', async () => {
    const { user, onPick } = renderFruit();
    await user.type(box(), 'a');
    await user.click(option('Cherry'));
    expect(onPick).toHaveBeenCalledWith(2);
    expect(box()).toHaveFocus();
  });

  it('closes the list when the box loses focus', async () => {
    const { user } = renderFruit();
    await user.type(box(), 'a');
    await user.tab();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('announces the search status in a polite live region', async () => {
    const { user } = renderFruit({ options: [], status: 'No matches found.' });
    await user.type(box(), 'z');
    const status = screen.getByText('No matches found.');
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is described by its hint and its error', () => {
    renderFruit({ hint: 'Any fruit.', error: 'A fruit is required.', required: true });
    expect(box()).toHaveAccessibleDescription('Any fruit. A fruit is required.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAttribute('aria-required', 'true');
  });

  it('has no axe violation with its options shown', async () => {
    const { user } = renderFruit({ hint: 'Any fruit.', status: 'Searching…' });
    await user.type(box(), 'a{ArrowDown}');
    const { violations } = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`)).toEqual(
      [],
    );
  });
});
