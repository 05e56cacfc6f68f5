import { screen } from '@testing-library/react';
import { mountStatusBanner } from '../../src/widgets/status-banner';
import { renderOutsideAct } from '../support/syncMount';

// As when the network drops before i18next's module arrives (the language's texts would).
jest.mock('../../src/ui/i18n/createI18n', () => {
  throw new Error('offline');
});

renderOutsideAct();

it('shows a widget in English, and says why, when i18next cannot be loaded', async () => {
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
});
