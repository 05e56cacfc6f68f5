import {
  CONFIG_BASICS,
  fields,
  flag,
  jsonObject,
  normaliseRecordJson,
  object,
  parseWith,
  permissions,
  required,
  requiredJsonObject,
  text,
} from '../../core/config';
import type { LinkedRecord } from '../../core/api';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { NEW_VERSION_BUTTON_OVERRIDE_IDS, overridesProp, type Overrides } from '../../ui/overrides';
import {
  NewVersionButton,
  type NewVersionButtonConfig,
  type NewVersionPermissions,
} from './NewVersionButton';

/** What a host page injects: the record, the user's permissions, optional config. */
export interface NewVersionButtonWidgetProps {
  record: LinkedRecord & { is_published?: boolean };
  permissions: NewVersionPermissions;
  config?: NewVersionButtonConfig;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

/**
 * The button needs the record's `versions` link, and reads `is_published` (a draft has no
 * version to start from); everything else is the server's.
 */
// Pure: a bundle that imports the widget's components without mounting it leaves this out.
const PROPS = /* @__PURE__ */ fields({
  record: requiredJsonObject(
    fields({
      links: required(object(fields({ versions: required(text({ nonEmpty: true })) }))),
      is_published: flag,
    }),
  ),
  permissions,
  config: jsonObject(fields(CONFIG_BASICS)),
  overrides: overridesProp(NEW_VERSION_BUTTON_OVERRIDE_IDS),
});

/**
 * The new-version button for `mount()` and `autoMount()`: props `record`, `permissions`,
 * `config` and, from a page's script, `overrides`.
 */
export const newVersionButtonWidget: WidgetDefinition<NewVersionButtonWidgetProps> = {
  name: 'new-version-button',
  component: NewVersionButton,
  parseProps: (raw) =>
    parseWith(PROPS, raw, (props) => ({
      record: normaliseRecordJson(props.record as LinkedRecord & Record<string, unknown>),
      permissions: (props.permissions ?? {}) as NewVersionPermissions,
      config: props.config as NewVersionButtonConfig | undefined,
      overrides: props.overrides as Overrides | undefined,
    })),
  locale: (props) => props.config?.default_locale,
};

/** Mounts the new-version button into an element (or the first match of a selector). */
export const mountNewVersionButton = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: NewVersionButtonWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, newVersionButtonWidget, props);
