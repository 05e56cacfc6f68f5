import { act, screen, waitFor } from '@testing-library/react';

/**
 * Waits for the deposit form's description editor, which loads on its own (React.lazy) once
 * the browser is idle: its load, and the formats it reports a moment later (from a
 * MutationObserver), must end inside a test. Waiting for the editor itself, not only for no
 * placeholder, holds when the form has not drawn the placeholder yet.
 */
export const descriptionEditorLoaded = async () => {
  await waitFor(() => {
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};
