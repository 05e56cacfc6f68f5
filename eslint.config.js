import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const UI_LIBRARIES = [
  'react',
  'react-dom',
  'react-dom/*',
  'semantic-ui-react',
  'formik',
  'react-*',
];

const WIDGETS = readdirSync('src/widgets');

/**
 * A widget may use another widget through its index (`../share-access`), never its internals
 * (`../share-access/ShareModal`) nor its package entry (public.ts, for hosts): shared parts
 * live in src/ui or src/core.
 */
const widgetBoundaries = WIDGETS.map((widget) => ({
  files: [`src/widgets/${widget}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: WIDGETS.filter((other) => other !== widget).map((other) => ({
          regex: `^(\\.\\./)+(widgets/)?${other}/`,
          message: `Import ${other} from its index (../${other}), not its internals.`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'coverage', 'node_modules', 'var'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The core is framework-free: no React, no UI library, no import from ui/ or widgets/.
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_LIBRARIES, message: 'src/core must not depend on React or UI libraries.' },
            {
              group: ['**/ui/**', '**/widgets/**'],
              message: 'src/core must not import ui or widgets.',
            },
          ],
        },
      ],
    },
  },
  ...widgetBoundaries,
  {
    // Tests share one server: their faults and journal stay theirs only with e2e/support/test.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take test from './support/test', which scopes the test's requests.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.cjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
