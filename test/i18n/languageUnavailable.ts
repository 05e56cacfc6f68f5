import { screen } from '@testing-library/react';
import { mountStatusBanner } from '../../src/widgets/status-banner';

/**
 * Mounts the status banner in German, with what German needs failing to load ('offline', as
 * the test file's mock has it), and checks that it shows in English and says why.
 */
export const showsEnglishAndWhy = async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const element = document.body.appendChild(document.createElement('div'));
  const handle = mountStatusBanner(element, {
    record: { status: 'published' },
    i18n: { locale: 'de' },
  });
  await handle.ready;
  expect(screen.getByRole('status')).toHaveTextContent('Your upload is published.');
  expect(element).toHaveAttribute('lang', 'en');
  expect(error).toHaveBeenCalledWith(
    'rdm-widgets: the de texts of status-banner could not be loaded (offline); it shows in English',
  );
  handle.unmount();
};
