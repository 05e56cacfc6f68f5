import type { Preview } from '@storybook/react-vite';
import 'fomantic-ui-css/semantic.min.css';
import './host.css';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../src/ui/i18n/createI18n';

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createI18n()}>
        <Story />
      </I18nextProvider>
    ),
  ],
  parameters: {
    a11y: { test: 'error' },
  },
};

export default preview;
