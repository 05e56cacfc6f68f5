import type { ComponentType } from 'react';
import type { Parsed } from '../../core/config';

/** What the generic mount helper needs to know about a widget. */
export interface WidgetDefinition<Props extends object> {
  /** The name host pages use in `data-rdm-widget`, e.g. 'deposit-form'. */
  name: string;
  component: ComponentType<Props>;
  /** Checks the props a host injected (parsed JSON, untrusted) and fills defaults. */
  parseProps(raw: Record<string, unknown>): Parsed<Props>;
  /**
   * The language its props name (`config.default_locale`), for a page that does not say its
   * own (`lang`); English when neither does.
   */
  locale?(props: Props): string | undefined;
  /**
   * Props the widget reads once, when it mounts (a deposit form's record: its later states
   * come from the server). `update()` refuses a different value for one of them.
   */
  readAtMount?: readonly (keyof Props & string)[];
}

export interface WidgetHandle {
  /**
   * Settles once the widget (or its error) first shows: at once in English, after its texts
   * have loaded in another language.
   */
  ready: Promise<void>;
  /**
   * Merges these props over the current ones and renders again (checked like the first).
   * Throws, changing nothing, when a prop the widget reads once at mount would change.
   */
  update(props: Record<string, unknown>): void;
  /** Removes the widget and everything it listens to. */
  unmount(): void;
}

/** A widget of any props type, as a registry of widgets holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget checks its own props
export type AnyWidgetDefinition = WidgetDefinition<any>;
