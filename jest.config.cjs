/** Unit, component and property tests (jsdom). Browser layers run elsewhere. */
/**
 * Packages jest must compile to CommonJS: ESM-only ones (jest's CommonJS module system cannot
 * load them), and the server's cookie plugin, whose `import('cookie')` would otherwise need
 * Node's --experimental-vm-modules (which made every test file about a quarter slower).
 */
const COMPILED_PACKAGES = [
  'content-disposition',
  'cookie',
  '@fastify/cookie',
  'react-dnd',
  'react-dnd-html5-backend',
  'dnd-core',
  '@react-dnd',
  'squire-rte',
];

module.exports = {
  roots: ['<rootDir>/test'],
  // Every core: jest's default leaves one idle for its own process, which does little here
  // (on this 2-core machine the suite took 177 s with one worker, 111 s with two).
  maxWorkers: '100%',
  reporters: ['default', '<rootDir>/test/support/summaryReporter.cjs'],
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/package/'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${COMPILED_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/support/styleStub.cjs',
    // examples/ imports the package by name, as a host does; its tests run it on the source.
    '^rdm-widgets$': '<rootDir>/src/index.ts',
    '^rdm-widgets/core$': '<rootDir>/src/core/index.ts',
    '^rdm-widgets/(.+)$': '<rootDir>/src/widgets/$1/public.ts',
    // The standalone script's modules are files of the build: its tests take them from the sources.
    '^\\./importModule$': '<rootDir>/test/standalone/support/importModuleFromSources.ts',
  },
};
