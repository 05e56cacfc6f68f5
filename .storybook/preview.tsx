import type { Preview } from '@storybook/react-vite';
import 'fomantic-ui-css/semantic.min.css';
import '../src/styles/rdm-widgets.css';
import './host.css';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/ui/i18n/createI18n';

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createI18n()}>
        {/* The class a mounted widget's styles are scoped to (src/styles/rdm-widgets.css). */}
        <div className="rdm-widget">
          <Story />
        </div>
      </I18nextProvider>
    ),
  ],
  parameters: {
    // axe runs after every story; e2e/stories.spec.ts fails on what it finds.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
    options: {
      storySort: { order: ['Introduction', 'Widgets', '*'] },
    },
  },
};

export default preview;
