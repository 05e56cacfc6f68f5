import {
  CONFIG_BASICS,
  draftRecord,
  fields,
  flag,
  parseWith,
  requiredJsonObject,
  stringMap,
  text,
  withDefaultLocale,
  withDraftDefaults,
} from '../../core/config';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { COMMUNITY_HEADER_OVERRIDE_IDS, overridesProp, type Overrides } from '../../ui/overrides';
import {
  CommunityHeaderWidget,
  type CommunityHeaderConfig,
  type CommunityHeaderWidgetProps,
} from './CommunityHeaderWidget';

/** The header needs less config than the deposit form: no createUrl, no quota. */
// Pure: a bundle that imports the widget's components without mounting it leaves this out.
const PROPS = /* @__PURE__ */ fields({
  config: requiredJsonObject(
    fields({ ...CONFIG_BASICS, user_communities_memberships: stringMap, createUrl: text() }),
  ),
  record: draftRecord,
  // A switch beside the JSON documents, named as the prop it is.
  showHeader: (value) => flag(value, 'props.showHeader'),
  overrides: overridesProp(COMMUNITY_HEADER_OVERRIDE_IDS),
});

/**
 * The community header for `mount()` and `autoMount()`: props `config`, `record`, `showHeader`
 * and, from a page's script, `overrides`.
 */
export const communityHeaderWidget: WidgetDefinition<CommunityHeaderWidgetProps> = {
  name: 'community-header',
  component: CommunityHeaderWidget,
  parseProps: (raw) =>
    parseWith(PROPS, raw, ({ config, record, showHeader, overrides }) => ({
      config: withDefaultLocale<CommunityHeaderConfig>(config),
      record: withDraftDefaults(record),
      showHeader: showHeader as boolean | undefined,
      overrides: overrides as Overrides | undefined,
    })),
  locale: (props) => props.config.default_locale,
};

/** Mounts the community header into an element (or the first match of a selector). */
export const mountCommunityHeader = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: CommunityHeaderWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, communityHeaderWidget, props);
