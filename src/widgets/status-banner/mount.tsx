import {
  CONFIG_BASICS,
  draftRecord,
  fields,
  jsonObject,
  parseWith,
  permissions,
  withDraftDefaults,
} from '../../core/config';
import type { DraftRecord, EditorPermissions } from '../../core/model';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { STATUS_BANNER_OVERRIDE_IDS, overridesProp, type Overrides } from '../../ui/overrides';
import { StatusBannerWidget } from './StatusBannerWidget';

/** The language to show the banner in, and headers for reading a review request. */
export interface StatusBannerConfig {
  default_locale?: string;
  apiHeaders?: Record<string, string>;
}

export interface StatusBannerWidgetProps {
  record: DraftRecord;
  /** The viewer's, as a record page has them; absent, the banner speaks to the owner. */
  permissions?: EditorPermissions;
  config?: StatusBannerConfig;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

// Pure: a bundle that imports the widget's components without mounting it leaves this out.
const PROPS = /* @__PURE__ */ fields({
  record: draftRecord,
  permissions,
  config: jsonObject(fields(CONFIG_BASICS)),
  overrides: overridesProp(STATUS_BANNER_OVERRIDE_IDS),
});

/**
 * The status banner for `mount()` and `autoMount()`: props `record`, optional `permissions`
 * and `config` and, from a page's script, `overrides`.
 */
export const statusBannerWidget: WidgetDefinition<StatusBannerWidgetProps> = {
  name: 'status-banner',
  component: StatusBannerWidget,
  parseProps: (raw) =>
    parseWith(PROPS, raw, (props) => ({
      record: withDraftDefaults(props.record),
      // Left out, the banner speaks to the owner, as it did before pages passed them.
      permissions: props.permissions as EditorPermissions | undefined,
      config: props.config as StatusBannerConfig | undefined,
      overrides: props.overrides as Overrides | undefined,
    })),
  locale: (props) => props.config?.default_locale,
};

/** Mounts the status banner into an element (or the first match of a selector). */
export const mountStatusBanner = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: StatusBannerWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, statusBannerWidget, props);
