import {
  FieldChecker,
  followedLinkProblems,
  isPlainObject,
  normaliseRecordJson,
  ownerProblems,
  parsePermissions,
  type InputProblem,
  type Parsed,
} from '../../core/config';
import type { SharedRecord } from '../../core/model';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import {
  ShareAccessWidget,
  type ShareAccessConfig,
  type ShareAccessWidgetProps,
} from './ShareAccessWidget';

const notAnObject = (field: string): InputProblem[] => [
  { field, message: 'must be a JSON object' },
];

/** Sharing reads the record's links and its parent's owner; the rest passes through as it came. */
const parseSharedRecord = (raw: unknown): Parsed<SharedRecord> => {
  if (!isPlainObject(raw)) return { ok: false, problems: notAnObject('record') };
  const problems = [
    ...new FieldChecker('record', raw)
      .string('id', { nonEmpty: true })
      .boolean('is_published')
      .object('links', { required: true })
      .object('parent', { required: true }).problems,
  ];
  if (isPlainObject(raw.links)) problems.push(...followedLinkProblems('record.links', raw.links));
  const parent = raw.parent;
  if (isPlainObject(parent)) {
    problems.push(
      ...new FieldChecker('record.parent', parent).object('access', { required: true }).problems,
    );
    if (isPlainObject(parent.access)) {
      problems.push(
        ...new FieldChecker('record.parent.access', parent.access).object('settings').problems,
        ...ownerProblems('record.parent', parent),
      );
      if (parent.access.owned_by === undefined) {
        problems.push({ field: 'record.parent.access.owned_by', message: 'is required' });
      }
    }
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, value: normaliseRecordJson(raw) as unknown as SharedRecord };
};

const parseConfig = (raw: unknown): Parsed<ShareAccessConfig | undefined> => {
  if (raw === undefined) return { ok: true, value: undefined };
  if (!isPlainObject(raw)) return { ok: false, problems: notAnObject('config') };
  const { problems } = new FieldChecker('config', raw)
    .string('default_locale', { nonEmpty: true })
    .stringMap('apiHeaders');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: raw };
};

/** The Share button for `mount()` and `autoMount()`: props `record`, `permissions`, `config`. */
export const shareAccessWidget: WidgetDefinition<ShareAccessWidgetProps> = {
  name: 'share-access',
  component: ShareAccessWidget,
  parseProps(raw) {
    const record = parseSharedRecord(raw.record);
    const permissions = parsePermissions(raw.permissions);
    const config = parseConfig(raw.config);
    if (record.ok && permissions.ok && config.ok) {
      return {
        ok: true,
        value: { record: record.value, permissions: permissions.value, config: config.value },
      };
    }
    return {
      ok: false,
      problems: [record, permissions, config].flatMap((result) =>
        result.ok ? [] : result.problems,
      ),
    };
  },
  locale: (props) => props.config?.default_locale,
};

/** Mounts the Share button into an element (or the first match of a selector). */
export const mountShareAccess = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: ShareAccessWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, shareAccessWidget, props);
