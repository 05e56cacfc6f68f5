import { renderOutsideAct } from '../support/syncMount';
import { showsEnglishAndWhy } from './languageUnavailable';

// As when the network drops before i18next's module arrives (the language's texts would).
jest.mock('../../src/ui/i18n/createI18n', () => {
  throw new Error('offline');
});

renderOutsideAct();

it('shows a widget in English, and says why, when i18next cannot be loaded', showsEnglishAndWhy);
