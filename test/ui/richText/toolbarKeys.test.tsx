import { screen, within } from '@testing-library/react';
import { findEditor, renderRichTextEditor } from '../../support/richText/renderRichTextEditor';

/** The toolbar, once the lazily loaded editor is in. */
const findToolbar = async () => {
  await findEditor();
  return screen.getByRole('toolbar', { name: 'Text formatting' });
};

const button = (toolbar: HTMLElement, name: string) =>
  within(toolbar).getByRole('button', { name });

describe('the rich-text toolbar', () => {
  it('is one Tab stop on the way through the form', async () => {
    const { user } = renderRichTextEditor();
    const toolbar = await findToolbar();
    await user.tab();
    expect(button(toolbar, 'Bold')).toHaveFocus();
    await user.tab();
    expect(toolbar).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(button(toolbar, 'Bold')).toHaveFocus();
  });

  it('moves between its buttons with the arrow keys, Home and End, and comes back to the last', async () => {
    const { user } = renderRichTextEditor();
    const toolbar = await findToolbar();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(button(toolbar, 'Italic')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button(toolbar, 'Link')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button(toolbar, 'Bold')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button(toolbar, 'Link')).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(button(toolbar, 'Bulleted list')).toHaveFocus();

    // Tab leaves the toolbar and Shift+Tab comes back to the button last used.
    await user.tab();
    await user.tab({ shift: true });
    expect(button(toolbar, 'Bulleted list')).toHaveFocus();
  });
});
