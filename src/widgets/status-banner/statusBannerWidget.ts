import { FieldChecker, isPlainObject, parseDraftRecord, type Parsed } from '../../core/config';
import type { DraftRecord } from '../../core/model';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { StatusBannerWidget } from './StatusBannerWidget';

/** The language to show the banner in, and headers for reading a review request. */
export interface StatusBannerConfig {
  default_locale?: string;
  apiHeaders?: Record<string, string>;
}

export interface StatusBannerWidgetProps {
  record: DraftRecord;
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

/** The status banner for `mount()` and `autoMount()`: props `record` and optional `config`. */
export const statusBannerWidget: WidgetDefinition<StatusBannerWidgetProps> = {
  name: 'status-banner',
  component: StatusBannerWidget,
  parseProps(raw) {
    const record = parseDraftRecord(raw.record);
    const config = parseConfig(raw.config);
    if (record.ok && config.ok) {
      return { ok: true, value: { record: record.value, config: config.value } };
    }
    return {
      ok: false,
      problems: [...(record.ok ? [] : record.problems), ...(config.ok ? [] : config.problems)],
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
