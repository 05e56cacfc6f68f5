import { renderOutsideAct } from '../support/syncMount';
import { showsEnglishAndWhy } from './languageUnavailable';

// As when the network drops before a language's file arrives.
jest.mock('../../src/ui/i18n/loadCatalog', () => ({
  loadCatalog: () => Promise.reject(new Error('offline')),
}));

renderOutsideAct();

it(
  'shows a widget in English, and says why, when its language cannot be loaded',
  showsEnglishAndWhy,
);
