/** Checks the built package (dist/) as a consumer loads it; run after `npm run build`. */
module.exports = {
  rootDir: '../..',
  roots: ['<rootDir>/test/package'],
  reporters: ['default', '<rootDir>/test/support/summaryReporter.cjs'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.cjs'],
  transform: {},
};
