import { createElement, type ComponentType, type ReactNode } from 'react';
import type { OverrideId } from './ids';
import { replacementOf } from './overrides';
import { useOverride } from './OverridesProvider';

export type OverridableProps<Props extends object> = Props & {
  /** The part's stable id (docs/overrides.md); not `id`, which many parts take themselves. */
  overrideId: OverrideId;
  /** The part as the widget renders it; a host's replacement gets it to wrap. */
  Default: ComponentType<Props>;
};

/**
 * One part of a widget a host may replace, wrap or hide by its id. With no override it is the
 * part itself: nothing is added to the page.
 */
export const Overridable = <Props extends object>({
  overrideId,
  Default,
  ...props
}: OverridableProps<Props>) => {
  const replacement = replacementOf(useOverride(overrideId));
  if (replacement === 'hidden') return null;
  if (replacement === undefined) return <Default {...(props as Props)} />;
  // The host's component, picked from the map (never made here): it keeps its state.
  return createElement(replacement, { ...props, Default });
};

const Children = ({ children }: { children?: ReactNode }) => children;

/**
 * A part the widget has already built (a slot's content): a host's replacement gets it as
 * `children`, and `Default` renders them.
 */
export const OverridablePart = ({
  overrideId,
  children,
}: {
  overrideId: OverrideId;
  children?: ReactNode;
}) => (
  <Overridable overrideId={overrideId} Default={Children}>
    {children}
  </Overridable>
);
