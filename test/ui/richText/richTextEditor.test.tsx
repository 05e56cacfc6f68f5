import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RichTextEditor } from '../../../src/ui/richText';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { clickIntoText, selectAllText } from '../../support/richText/caret';
import {
  EDITOR_LABEL,
  findEditor,
  renderRichTextEditor,
} from '../../support/richText/renderRichTextEditor';

const lastChange = (onChange: jest.Mock) => onChange.mock.calls.at(-1)?.[0];

describe('RichTextEditor', () => {
  it('is a multi-line text box named by its visible label', async () => {
    renderRichTextEditor({ describedBy: 'description-hint' });
    const editor = await findEditor();
    expect(editor).toHaveAttribute('id', 'description');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('aria-describedby', 'description-hint');
    expect(screen.getByText('Description').tagName).toBe('LABEL');
  });

  it('reports what is typed as HTML', async () => {
    const { user, onChange } = renderRichTextEditor();
    await clickIntoText(user, await findEditor());
    await user.keyboard('Hello');
    expect(lastChange(onChange)).toBe('<p>Hello</p>');
  });

  it('reports an emptied text as an empty string', async () => {
    const { user, onChange } = renderRichTextEditor({ value: '<p>ab</p>' });
    await clickIntoText(user, await findEditor());
    selectAllText(await findEditor());
    await user.keyboard('{Backspace}');
    expect(lastChange(onChange)).toBe('');
  });

  it('makes text bold with the Bold button, which shows it is pressed', async () => {
    const { user, onChange } = renderRichTextEditor({ value: '<p>Important</p>' });
    await clickIntoText(user, await findEditor());
    selectAllText(await findEditor());
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await user.click(bold);

    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(lastChange(onChange)).toBe('<p><b>Important</b></p>');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(lastChange(onChange)).toBe('<p>Important</p>');
  });

  it('starts a bulleted list with the Bulleted list button', async () => {
    const { user, onChange } = renderRichTextEditor({ value: '<p>First</p>' });
    await clickIntoText(user, await findEditor());
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(lastChange(onChange)).toBe('<ul><li>First</li></ul>');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('follows a value changed from outside without reporting it back', async () => {
    const { rerender, onChange } = renderRichTextEditor({ value: '<p>Draft text</p>' });
    const editor = await findEditor();
    expect(editor).toHaveTextContent('Draft text');

    rerender({ value: '<p>Reset <em>text</em></p>' });

    expect(editor).toHaveTextContent('Reset text');
    expect(screen.getByText('text').tagName).toBe('I');
    rerender({ value: '' });
    expect(editor).toHaveTextContent('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports nothing when its element changes but its text does not (a browser extension)', async () => {
    const { user, rerender, onChange } = renderRichTextEditor({ value: '<p>Kept as it is</p>' });
    const editor = await findEditor();
    // What a spelling or dark-mode extension does to an editable text, and a screenshot tool.
    editor.setAttribute('data-gramm', 'false');
    editor.querySelector('p')!.setAttribute('style', 'color: rgb(232, 230, 227)');
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(onChange).not.toHaveBeenCalled();

    // Typed text after that, and after a value from outside, is still reported.
    await clickIntoText(user, editor);
    await user.keyboard('!');
    expect(lastChange(onChange)).toContain('!');
    rerender({ value: '<p>Reset</p>' });
    editor.setAttribute('data-gramm', 'true');
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps typing in place when the parent hands back what it reported', async () => {
    const { user, rerender, onChange } = renderRichTextEditor();
    await clickIntoText(user, await findEditor());
    await user.keyboard('ab');
    rerender({ value: '<p>ab</p>' });
    await user.keyboard('c');
    expect(lastChange(onChange)).toBe('<p>abc</p>');
  });

  it('sanitises content it is given', async () => {
    renderRichTextEditor({ value: '<p>Safe<img src="x" onerror="alert(1)"></p>' });
    const editor = await findEditor();
    expect(editor).toHaveTextContent('Safe');
    expect(editor.querySelector('img')).toBeNull();
  });

  it('cannot be edited or formatted when disabled', async () => {
    const { user, onChange, rerender } = renderRichTextEditor({
      value: '<p>Fixed</p>',
      disabled: true,
    });
    const editor = await findEditor();
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(editor).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await clickIntoText(user, editor);
    await user.keyboard('more');
    expect(onChange).not.toHaveBeenCalled();

    rerender({ disabled: false });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reaches the toolbar by Tab', async () => {
    const { user } = renderRichTextEditor();
    await findEditor();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
  });

  it('lets Tab leave the text, even in a list item that could be indented', async () => {
    const { user } = renderRichTextEditor();
    const editor = await findEditor();
    await clickIntoText(user, editor);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await user.keyboard('one{Enter}two');
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    editor.dispatchEvent(tab);
    // Moving focus on is the browser's default action; nothing may cancel it.
    expect(tab.defaultPrevented).toBe(false);
    expect(editor.querySelectorAll('ul ul')).toHaveLength(0);
  });

  it("listens to the page's selection changes only while its text has focus", async () => {
    // Each listener runs on every keystroke typed anywhere on the page. React's own one is
    // added with the page's first root, before the count starts.
    render(<p>Page</p>);
    const listening = new Set<unknown>();
    const add = jest.spyOn(document, 'addEventListener');
    const remove = jest.spyOn(document, 'removeEventListener');
    add.mockImplementation(function (this: Document, type, listener, options) {
      if (type === 'selectionchange') listening.add(listener);
      EventTarget.prototype.addEventListener.call(this, type, listener, options);
    });
    remove.mockImplementation(function (this: Document, type, listener, options) {
      if (type === 'selectionchange') listening.delete(listener);
      EventTarget.prototype.removeEventListener.call(this, type, listener, options);
    });
    try {
      const { user } = renderRichTextEditor({ value: '<p>Tide</p>' });
      const editor = await findEditor();
      expect(listening.size).toBe(0);

      await clickIntoText(user, editor);
      expect(listening.size).toBe(1);
      await user.click(document.body);
      expect(listening.size).toBe(0);
    } finally {
      add.mockRestore();
      remove.mockRestore();
    }
  });

  it('keeps every key when the parent hands each value back late', async () => {
    // A form library may render the value of an earlier keystroke after the next one is in.
    const LateEcho = ({ onChange }: { onChange: (html: string) => void }) => {
      const [value, setValue] = useState('');
      return (
        <RichTextEditor
          id="description"
          label={EDITOR_LABEL}
          value={value}
          onChange={(html) => {
            onChange(html);
            setTimeout(() => setValue(html), 0);
          }}
        />
      );
    };
    const onChange = jest.fn<void, [string]>();
    const { user } = renderWithOverrides(() => <LateEcho onChange={onChange} />);
    await clickIntoText(user, await findEditor());
    await user.keyboard('Please review');
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(lastChange(onChange)).toBe('<p>Please review</p>');
    expect(await findEditor()).toHaveTextContent('Please review');
  });
});
