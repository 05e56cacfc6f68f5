import {
  CONFIG_BASICS,
  fields,
  flag,
  followedLinks,
  jsonObject,
  normaliseRecordJson,
  object,
  owner,
  parseWith,
  permissions,
  required,
  requiredJsonObject,
  text,
} from '../../core/config';
import type { SharedRecord } from '../../core/model';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { SHARE_ACCESS_OVERRIDE_IDS, overridesProp, type Overrides } from '../../ui/overrides';
import {
  ShareAccessWidget,
  type ShareAccessConfig,
  type ShareAccessWidgetProps,
} from './ShareAccessWidget';

// Pure: a bundle that imports the widget's components without mounting it leaves this out.
const PROPS = /* @__PURE__ */ fields({
  // Sharing reads the record's links and its parent's owner; the rest passes through as it came.
  record: requiredJsonObject(
    fields({
      id: text({ nonEmpty: true }),
      is_published: flag,
      links: required(object(followedLinks)),
      parent: required(
        object(
          fields({
            access: required(object(fields({ settings: object(), owned_by: required(owner) }))),
          }),
        ),
      ),
    }),
  ),
  permissions,
  config: jsonObject(fields({ ...CONFIG_BASICS, require_secret_links_expiration: flag })),
  overrides: overridesProp(SHARE_ACCESS_OVERRIDE_IDS),
});

/**
 * The Share button for `mount()` and `autoMount()`: props `record`, `permissions`, `config`
 * and, from a page's script, `overrides`.
 */
export const shareAccessWidget: WidgetDefinition<ShareAccessWidgetProps> = {
  name: 'share-access',
  component: ShareAccessWidget,
  parseProps: (raw) =>
    parseWith(PROPS, raw, (props) => ({
      record: normaliseRecordJson(
        props.record as Record<string, unknown>,
      ) as unknown as SharedRecord,
      permissions: (props.permissions ?? {}) as ShareAccessWidgetProps['permissions'],
      config: props.config as ShareAccessConfig | undefined,
      overrides: props.overrides as Overrides | undefined,
    })),
  locale: (props) => props.config?.default_locale,
};

/** Mounts the Share button into an element (or the first match of a selector). */
export const mountShareAccess = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: ShareAccessWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, shareAccessWidget, props);
