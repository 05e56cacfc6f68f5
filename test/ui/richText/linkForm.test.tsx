import { screen, waitFor } from '@testing-library/react';
import { clickIntoText, selectAllText } from '../../support/richText/caret';
import { findEditor, renderRichTextEditor } from '../../support/richText/renderRichTextEditor';

const lastChange = (onChange: jest.Mock) => onChange.mock.calls.at(-1)?.[0];

describe('RichTextEditor links', () => {
  it('links the selected text to the typed address', async () => {
    const { user, onChange } = renderRichTextEditor({ value: '<p>Our site</p>' });
    await clickIntoText(user, await findEditor());
    selectAllText(await findEditor());
    const linkButton = screen.getByRole('button', { name: 'Link' });

    await user.click(linkButton);

    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByLabelText('Link address');
    expect(address).toHaveFocus();
    await user.type(address, 'example.org{Enter}');
    expect(lastChange(onChange)).toBe(
      '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">Our site</a></p>',
    );
    expect(screen.queryByLabelText('Link address')).toBeNull();
    expect(linkButton).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a javascript: address and says what it accepts', async () => {
    const { user, onChange } = renderRichTextEditor({ value: '<p>Click</p>' });
    await clickIntoText(user, await findEditor());
    selectAllText(await findEditor());
    await user.click(screen.getByRole('button', { name: 'Link' }));

    await user.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a web address (https://...) or an email link (mailto:...).',
    );
    expect(screen.getByLabelText('Link address')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes a link, keeping its text', async () => {
    const { user, onChange } = renderRichTextEditor({
      value: '<p><a href="https://example.org">Site</a></p>',
    });
    await clickIntoText(user, await findEditor());
    selectAllText(await findEditor());
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByLabelText('Link address')).toHaveValue('https://example.org');

    await user.click(screen.getByRole('button', { name: 'Remove link' }));

    expect(lastChange(onChange)).toBe('<p>Site</p>');
  });

  it('closes the address field with Escape and returns to the text', async () => {
    const { user } = renderRichTextEditor({ value: '<p>Text</p>' });
    const editor = await findEditor();
    await clickIntoText(user, editor);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Link address')).toBeNull();
    await waitFor(() => expect(editor).toHaveFocus());
  });
});
