import {
  FieldChecker,
  isPlainObject,
  parseDraftRecord,
  parsePermissions,
  type Parsed,
} from '../../core/config';
import type { DraftRecord, EditorPermissions } from '../../core/model';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
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
}

const parseConfig = (raw: unknown): Parsed<StatusBannerConfig | undefined> => {
  if (raw === undefined) return { ok: true, value: undefined };
  if (!isPlainObject(raw))
    return { ok: false, problems: [{ field: 'config', message: 'must be a JSON object' }] };
  const problems = new FieldChecker('config', raw)
    .string('default_locale', { nonEmpty: true })
    .stringMap('apiHeaders').problems;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: raw };
};

/**
 * The status banner for `mount()` and `autoMount()`: props `record`, optional `permissions`
 * and `config`.
 */
export const statusBannerWidget: WidgetDefinition<StatusBannerWidgetProps> = {
  name: 'status-banner',
  component: StatusBannerWidget,
  parseProps(raw) {
    const record = parseDraftRecord(raw.record);
    // Left out, the banner speaks to the owner, as it did before pages passed them.
    const permissions =
      raw.permissions === undefined ? undefined : parsePermissions(raw.permissions);
    const config = parseConfig(raw.config);
    if (record.ok && config.ok && (!permissions || permissions.ok)) {
      return {
        ok: true,
        value: { record: record.value, permissions: permissions?.value, config: config.value },
      };
    }
    return {
      ok: false,
      problems: [
        ...(record.ok ? [] : record.problems),
        ...(permissions && !permissions.ok ? permissions.problems : []),
        ...(config.ok ? [] : config.problems),
      ],
    };
  },
  locale: (props) => props.config?.default_locale,
};

/** Mounts the status banner into an element (or the first match of a selector). */
export const mountStatusBanner = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: StatusBannerWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, statusBannerWidget, props);
