import type { Preview } from '@storybook/react-vite';
import 'fomantic-ui-css/semantic.min.css';
import '../src/styles/rdm-widgets.css';
import './host.css';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/ui/i18n/createI18n';
import { VIEWPORTS } from '../stories/support/viewports';

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
