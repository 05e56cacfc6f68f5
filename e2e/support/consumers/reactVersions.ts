/**
 * The React majors the widgets support (peerDependencies `^18.2.0 || ^19.0.0`), as a consumer
 * app installs each; the templates in test/consumers name React 18.
 */
export const REACT_VERSIONS = {
  18: {
    react: '18.3.1',
    types: { '@types/react': '18.3.31', '@types/react-dom': '18.3.7' },
    overrides: undefined,
  },
  19: {
    react: '19.3.1',
    types: { '@types/react': '19.3.0', '@types/react-dom': '19.3.0' },
    // semantic-ui-react 2.1.5 declares React 16-18 only, and npm refuses React 19 beside it:
    // the app tells npm that its own React will do (docs/react-versions.md).
    overrides: { 'semantic-ui-react': { react: '$react', 'react-dom': '$react-dom' } },
  },
} as const;

export type ReactMajor = keyof typeof REACT_VERSIONS;
