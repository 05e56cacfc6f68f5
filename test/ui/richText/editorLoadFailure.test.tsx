import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITOR_LABEL, renderRichTextEditor } from '../../support/richText/renderRichTextEditor';

// The editor's code cannot be fetched (the network, or a host that does not serve it).
jest.mock('../../../src/ui/richText/loadTextEditor', () => ({
  loadTextEditor: () => Promise.reject(new Error('The rich-text editor could not be loaded')),
}));

/** The text area, once the editor's failed load has reached the boundary. */
const findFallback = () => screen.findByRole('textbox', { name: EDITOR_LABEL });

it('falls back to a labelled text area over the same HTML when the editor cannot load', async () => {
  const failures = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { onChange } = renderRichTextEditor({ value: '<p>Kept</p>' });

  const box = await findFallback();
  expect(box.tagName).toBe('TEXTAREA');
  expect(box).toHaveValue('<p>Kept</p>');
  expect(box).toHaveAccessibleDescription(
    'The text editor could not be loaded: this box takes the text as HTML.',
  );
  expect(failures).toHaveBeenCalledWith(
    'rdm-widgets: the rich-text editor failed:',
    expect.any(Error),
    expect.any(String),
  );

  const user = userEvent.setup();
  await user.type(box, 'x');
  expect(onChange).toHaveBeenLastCalledWith('<p>Kept</p>x');
});

/** The fallback over `value`, entered and left by the user; answers the recording onChange. */
const passThroughFallback = async (value: string) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { onChange } = renderRichTextEditor({ value });
  const user = userEvent.setup();
  await user.click(await findFallback());
  await user.tab();
  return onChange;
};

it('drops script from HTML typed into the fallback when the user leaves it', async () => {
  const onChange = await passThroughFallback('<p>Hi</p><script>alert(1)</script>');
  // The sanitiser loads with the fallback.
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>'));
});

it('reports nothing when the user only passes through the fallback', async () => {
  const onChange = await passThroughFallback('<p>Already clean</p>');
  expect(onChange).not.toHaveBeenCalled();
});
