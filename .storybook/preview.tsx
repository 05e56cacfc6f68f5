import type { Preview } from '@storybook/react-vite';
import 'fomantic-ui-css/semantic.min.css';
import '../src/styles/rdm-widgets.css';
import './host.css';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGES, supportedLanguage } from '../src/core/i18n';
import { createI18n } from '../src/ui/i18n/createI18n';
import { loadCatalog, type Catalog } from '../src/ui/i18n/loadCatalog';
import { VIEWPORTS } from '../stories/support/viewports';

const preview: Preview = {
  // Every story in any language the widgets ship, from the toolbar.
  globalTypes: {
    locale: {
      description: 'Language of the widgets',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          ...LANGUAGES.map(({ code, name }) => ({ value: code, title: name })),
        ],
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      const language = supportedLanguage(globals.locale as string | undefined);
      return { language, catalog: language === 'en' ? {} : await loadCatalog('story', language) };
    },
  ],
  decorators: [
    (Story, { loaded }) => {
      const { language, catalog } = loaded as { language: string; catalog: Catalog };
      const i18n = createI18n({
        locale: language,
        resources: { [language]: { translation: catalog } },
      });
      return (
        <I18nextProvider i18n={i18n}>
          {/* The class a mounted widget's styles are scoped to (src/styles/rdm-widgets.css). */}
          <div className="rdm-widget" lang={language} dir={i18n.dir(language)}>
            <Story />
          </div>
        </I18nextProvider>
      );
    },
  ],
  parameters: {
    // axe runs after every story; e2e/stories.spec.ts fails on what it finds.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
    viewport: { options: VIEWPORTS },
    options: {
      // Each widget's main states before its details; the deposit form's parts in page order.
      storySort: {
        order: [
          'Introduction',
          'Widgets',
          [
            'Deposit form',
            [
              'Whole form',
              'Statuses (actions only)',
              'Messages',
              'Confirmations',
              'Autosave',
              'Unsaved changes',
              'Fields',
              ['Basic information', 'Creators', 'Creator modal', 'Licences', 'Lists', 'Custom'],
              'Visibility',
              'DOI',
            ],
            'File uploader',
            ['Uploading', 'Limits and warnings', 'Published and new versions'],
            'Share access',
            ['Button and modal', 'Links tab'],
            'Status banner',
            'Community header',
            'New version button',
            'Request access',
          ],
          'Parts',
          'Mounting',
        ],
      },
    },
  },
};

export default preview;
