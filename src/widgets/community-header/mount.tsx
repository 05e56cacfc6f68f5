import {
  FieldChecker,
  isPlainObject,
  parseDraftRecord,
  type InputProblem,
} from '../../core/config';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import {
  CommunityHeaderWidget,
  type CommunityHeaderConfig,
  type CommunityHeaderWidgetProps,
} from './CommunityHeaderWidget';

/** The header needs less config than the deposit form: no createUrl, no quota. */
const parseHeaderConfig = (
  raw: unknown,
): { value: CommunityHeaderConfig; problems: InputProblem[] } => {
  if (!isPlainObject(raw)) {
    return {
      value: { default_locale: 'en' },
      problems: [{ field: 'config', message: 'must be a JSON object' }],
    };
  }
  const { problems } = new FieldChecker('config', raw)
    .string('default_locale', { nonEmpty: true })
    .stringMap('apiHeaders')
    .stringMap('user_communities_memberships')
    .string('createUrl');
  return { value: { default_locale: 'en', ...raw } as CommunityHeaderConfig, problems };
};

/** The community header for `mount()` and `autoMount()`: props `config`, `record`, `showHeader`. */
export const communityHeaderWidget: WidgetDefinition<CommunityHeaderWidgetProps> = {
  name: 'community-header',
  component: CommunityHeaderWidget,
  parseProps(raw) {
    const config = parseHeaderConfig(raw.config);
    const record = parseDraftRecord(raw.record);
    const shown = new FieldChecker('props', raw).boolean('showHeader').problems;
    if (record.ok && config.problems.length === 0 && shown.length === 0) {
      const showHeader = raw.showHeader as boolean | undefined;
      return { ok: true, value: { config: config.value, record: record.value, showHeader } };
    }
    return {
      ok: false,
      problems: [...config.problems, ...(record.ok ? [] : record.problems), ...shown],
    };
  },
  locale: (props) => props.config.default_locale,
};

/** Mounts the community header into an element (or the first match of a selector). */
export const mountCommunityHeader = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: CommunityHeaderWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, communityHeaderWidget, props);
