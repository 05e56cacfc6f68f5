import { screen } from '@testing-library/react';
import {
  EDITOR_LABEL,
  findEditor,
  renderRichTextEditor,
} from '../../support/richText/renderRichTextEditor';

// Alone in its file: once loaded, React keeps the editor code and skips the placeholder.
it('shows a labelled busy placeholder until the editor code has loaded', async () => {
  renderRichTextEditor({ value: '<p>Kept</p>' });

  const placeholder = screen.getByRole('group', { name: EDITOR_LABEL });
  expect(placeholder).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('textbox')).toBeNull();

  expect(await findEditor()).toHaveTextContent('Kept');
  expect(screen.queryByRole('group', { name: EDITOR_LABEL })).toBeNull();
});
