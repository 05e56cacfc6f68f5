/**
 * Which components rendered in each React commit, read as React DevTools reads it: React
 * hands every commit to a global DevTools hook, and a fiber that rendered in that commit
 * carries React's PerformedWork flag. Import this module before anything loads react-dom
 * (React looks for the hook once, when it loads).
 */

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/** React's fiber tags for components that run user code (function, class, forwardRef, memo). */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const PERFORMED_WORK = 1;

type Named = { displayName?: string; name?: string; type?: unknown; render?: unknown };

const nameOf = (type: unknown): string => {
  if (typeof type === 'function') {
    const named = type as Named;
    return named.displayName || named.name || '(anonymous)';
  }
  if (typeof type === 'object' && type !== null) {
    const wrapper = type as Named;
    if (wrapper.displayName) return wrapper.displayName;
    // memo() keeps the component in `type`, forwardRef() in `render`.
    return nameOf(wrapper.type ?? wrapper.render);
  }
  return String(type);
};

/** The components that rendered under `fiber` in the commit that produced it. */
const renderedUnder = (fiber: Fiber | null, names: string[]) => {
  for (let current = fiber; current; current = current.sibling) {
    const mounted = current.alternate === null;
    if (COMPONENT_TAGS.has(current.tag) && (mounted || current.flags & PERFORMED_WORK)) {
      names.push(nameOf(current.type));
    }
    // A child shared with the previous tree was not touched by this commit.
    if (mounted || current.child !== current.alternate?.child) renderedUnder(current.child, names);
  }
};

const commits: string[][] = [];
let recording = false;

const globalScope = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
globalScope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
    if (!recording) return;
    const names: string[] = [];
    renderedUnder(root.current.child, names);
    commits.push(names);
  },
};

/** Records the components rendered by the commits `act` causes, one list per commit. */
export const componentsRenderedBy = async (act: () => Promise<void> | void): Promise<string[]> => {
  commits.length = 0;
  recording = true;
  try {
    await act();
  } finally {
    recording = false;
  }
  return commits.flat();
};
