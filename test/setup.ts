import '@testing-library/jest-dom';

/**
 * A test fails on any console.error or console.warn it did not expect, except the two
 * deprecation warnings React 18 prints for semantic-ui-react (docs/development.md#requirements).
 */
const TOLERATED = [/findDOMNode is deprecated/, /Support for defaultProps will be removed/];

const failOnConsole = (method: 'error' | 'warn') => {
  const original = console[method];
  beforeEach(() => {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (TOLERATED.some((pattern) => pattern.test(text))) return;
      original(...args);
      throw new Error(`Unexpected console.${method}: ${text}`);
    });
  });
  afterEach(() => {
    (console[method] as jest.Mock).mockRestore();
  });
};

failOnConsole('error');
failOnConsole('warn');
