import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Override, Overrides } from './overrides';

const NONE: Overrides = {};

const OverridesContext = createContext<Overrides>(NONE);

export interface OverridesProviderProps {
  /** The host's overrides; absent, the parts a widget holds keep those of the widget around it. */
  overrides?: Overrides;
  children: ReactNode;
}

/**
 * Hands a host's overrides to every part of a widget. A widget inside another (the status
 * banner in the deposit form) sees the outer one's, and its own over them.
 */
export const OverridesProvider = ({ overrides, children }: OverridesProviderProps) => {
  const outer = useContext(OverridesContext);
  const merged = useMemo(
    () => (overrides && outer !== NONE ? { ...outer, ...overrides } : (overrides ?? outer)),
    [outer, overrides],
  );
  if (merged === outer) return children;
  return <OverridesContext.Provider value={merged}>{children}</OverridesContext.Provider>;
};

/** The host's override of one part, if it gave one. */
export const useOverride = (id: string): Override | undefined => {
  const overrides = useContext(OverridesContext);
  return Object.hasOwn(overrides, id) ? overrides[id] : undefined;
};
