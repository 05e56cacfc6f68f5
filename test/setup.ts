import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import type * as ReactDOM from 'react-dom';

/**
 * How long `findBy…` and `waitFor` wait. The form's later sections and its dialogs load their
 * modules on first use, which jest transforms then: beside the package build on a 2-core
 * machine that took over the default second. Under jest's 5 s a test, so that a miss says
 * what was missing.
 */
configure({ asyncUtilTimeout: 4_000 });

/**
 * A test fails on any console.error or console.warn it did not expect, except React 18's
 * deprecation warning for semantic-ui-react's defaultProps (on its class components, which
 * React 19 still honours).
 */
const TOLERATED = [/Support for defaultProps will be removed/];

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

/** The element a semantic-ui-react `Ref` wraps, and the components around it, for a message. */
const describeRefTarget = (instance: unknown) => {
  const { props, _reactInternals } = instance as {
    props?: { children?: { type?: unknown } };
    _reactInternals?: { return: unknown };
  };
  const type = props?.children?.type;
  const element =
    typeof type === 'string' ? `<${type}>` : `<${(type as { name?: string })?.name ?? '?'}>`;
  const owners: string[] = [];
  let fiber = _reactInternals?.return as { type?: { name?: string }; return?: unknown } | undefined;
  while (fiber && owners.length < 4) {
    if (typeof fiber.type === 'function' && fiber.type.name) owners.push(fiber.type.name);
    fiber = fiber.return as typeof fiber;
  }
  return `${element} in ${owners.join(' < ')}`;
};

/**
 * React 19 has no findDOMNode: semantic-ui-react 2's `Ref` calls it for any child that is not
 * a forwardRef component, and under React 19 the widget crashes. Under React 18 the same call
 * throws here, so a test that reaches one fails on 18 too (docs/react-versions.md). A mock
 * rather than an import: react-dom must load after a test's own setup of React's DevTools hook
 * (test/support/react/renderedComponents.ts).
 */
jest.mock('react-dom', () => {
  const actual = jest.requireActual<typeof ReactDOM>('react-dom');
  if (typeof actual.findDOMNode !== 'function') return actual;
  return {
    ...actual,
    findDOMNode: (instance: unknown) => {
      throw new Error(
        `findDOMNode, which React 19 removed, was called for ${describeRefTarget(instance)}`,
      );
    },
  };
});

/**
 * jsdom has no `checkVisibility`, with which the Modal leaves what is not shown out of its Tab
 * order (src/ui/semantic/tabStops.ts): a stand-in, from CSS `display` (and so the `hidden`
 * attribute) of the element and its ancestors.
 */
if (typeof Element !== 'undefined') {
  // Not in the server and Node files (`@jest-environment node`), which have no DOM.
  const elementPrototype: Partial<Pick<Element, 'checkVisibility'>> = Element.prototype;
  const isDisplayed = (element: Element | null): boolean =>
    element === null ||
    (getComputedStyle(element).display !== 'none' && isDisplayed(element.parentElement));
  elementPrototype.checkVisibility ??= function checkVisibility(this: Element) {
    return isDisplayed(this);
  };
}
