/**
 * The component tests on React 19 (docs/react-versions.md): the same tests as the root's
 * jest.config.cjs, with React and ReactDOM taken from this workspace instead of the project's 18.
 */
const base = require('../../jest.config.cjs');

const REACT_19 = '<rootDir>/test/react-19/node_modules';

module.exports = {
  ...base,
  rootDir: '../..',
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^(react|react-dom)(/.*)?$': `${REACT_19}/$1$2`,
  },
};
