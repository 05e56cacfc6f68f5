import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The MDX pages first, so the introduction is what the Storybook opens on.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
