import type { ComponentType } from 'react';

/** What a host's replacement gets: the part's own props, and the part itself to wrap. */
export type OverrideProps<Props> = Props & { Default: ComponentType<Props> };

/** A host's component in place of a part. */
// Each point has props of its own; the map cannot name them all in one type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Replacement = ComponentType<OverrideProps<any>>;

/**
 * How a host changes one part of a widget: a component in its place (bare, or as `replace`),
 * or `hide` to leave the part out.
 */
export type Override = Replacement | { replace: Replacement } | { hide: true };

/** A host's overrides by the stable id of the part each changes (docs/overrides.md). */
export type Overrides = Readonly<Record<string, Override>>;

/** A function component, or React's memo/forwardRef objects (they carry `$$typeof`). */
export const isComponent = (value: unknown): boolean =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

/** What a part turns into: the host's component, nothing, or (none given) the part itself. */
export const replacementOf = (
  override: Override | undefined,
): Replacement | 'hidden' | undefined => {
  if (override === undefined) return undefined;
  if ('hide' in override && override.hide === true) return 'hidden';
  return 'replace' in override && isComponent(override.replace)
    ? override.replace
    : (override as Replacement);
};
