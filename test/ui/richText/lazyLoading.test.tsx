import { screen } from '@testing-library/react';
import { installProseMirrorDomStubs } from '../../support/richText/proseMirrorDom';
import {
  EDITOR_LABEL,
  findEditor,
  renderRichTextEditor,
} from '../../support/richText/renderRichTextEditor';

installProseMirrorDomStubs();
// The first test in a file loads all of Tiptap and ProseMirror: slow on a busy machine.
jest.setTimeout(15_000);

// Alone in its file: once loaded, React keeps the editor code and skips the placeholder.
it('shows a labelled busy placeholder until the editor code has loaded', async () => {
  renderRichTextEditor({ value: '<p>Kept</p>' });

  const placeholder = screen.getByRole('group', { name: EDITOR_LABEL });
  expect(placeholder).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('textbox')).toBeNull();

  expect(await findEditor()).toHaveTextContent('Kept');
  expect(screen.queryByRole('group', { name: EDITOR_LABEL })).toBeNull();
});
