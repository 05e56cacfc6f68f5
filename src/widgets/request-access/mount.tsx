import {
  FieldChecker,
  isPlainObject,
  normaliseRecordJson,
  parsePermissions,
  type InputProblem,
  type Parsed,
} from '../../core/config';
import type { RequestableRecord } from '../../core/model';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { RequestAccess } from './RequestAccess';
import type {
  RequestAccessConfig,
  RequestAccessPermissions,
  RequestAccessVisitor,
  RequestAccessWidgetProps,
} from './types';

const notAnObject = (field: string): InputProblem[] => [
  { field, message: 'must be a JSON object' },
];

/** The problems of an optional object inside the record: none when absent. */
const inside = (
  path: string,
  value: unknown,
  check: (object: Record<string, unknown>) => InputProblem[],
): InputProblem[] => {
  if (value === undefined) return [];
  return isPlainObject(value) ? check(value) : [{ field: path, message: 'must be an object' }];
};

/** The owner's settings: flags, and conditions as HTML or null. */
const settingsProblems = (settings: Record<string, unknown>): InputProblem[] => {
  const path = 'record.parent.access.settings';
  const problems = new FieldChecker(path, settings)
    .boolean('allow_user_requests')
    .boolean('allow_guest_requests').problems;
  const conditions = settings.accept_conditions_text;
  if (conditions !== undefined && conditions !== null && typeof conditions !== 'string') {
    problems.push({ field: `${path}.accept_conditions_text`, message: 'must be a string or null' });
  }
  return problems;
};

/** The record's id and where to ask are required; its title and settings are read when there. */
const recordProblems = (raw: unknown): InputProblem[] => {
  if (!isPlainObject(raw)) return notAnObject('record');
  const required = { required: true, nonEmpty: true };
  return [
    ...new FieldChecker('record', raw).string('id', required).object('links', { required: true })
      .problems,
    // Links that are no object are named once, above.
    ...(isPlainObject(raw.links)
      ? new FieldChecker('record.links', raw.links).string('access_request', required).problems
      : []),
    ...inside(
      'record.metadata',
      raw.metadata,
      (metadata) => new FieldChecker('record.metadata', metadata).string('title').problems,
    ),
    ...inside('record.parent', raw.parent, (parent) =>
      inside('record.parent.access', parent.access, (access) =>
        inside('record.parent.access.settings', access.settings, settingsProblems),
      ),
    ),
  ];
};

/** Required, so that a logged-in user is never taken for a guest by a missing prop. */
const visitorProblems = (raw: unknown): InputProblem[] => {
  if (raw === null) return [];
  if (raw === undefined) {
    return [{ field: 'visitor', message: 'is required (null for a visitor who is not logged in)' }];
  }
  if (!isPlainObject(raw)) return [{ field: 'visitor', message: 'must be a JSON object or null' }];
  return new FieldChecker('visitor', raw)
    .string('id', { required: true, nonEmpty: true })
    .string('email', { required: true, nonEmpty: true })
    .string('full_name').problems;
};

const configProblems = (raw: unknown): InputProblem[] => {
  if (raw === undefined) return [];
  if (!isPlainObject(raw)) return notAnObject('config');
  return new FieldChecker('config', raw)
    .string('default_locale', { nonEmpty: true })
    .stringMap('apiHeaders')
    .string('apiBase', { nonEmpty: true })
    .string('loginUrl', { nonEmpty: true }).problems;
};

const parseProps = (raw: Record<string, unknown>): Parsed<RequestAccessWidgetProps> => {
  const permissions = parsePermissions(raw.permissions);
  const problems = [
    ...recordProblems(raw.record),
    ...visitorProblems(raw.visitor),
    ...(permissions.ok ? [] : permissions.problems),
    ...configProblems(raw.config),
  ];
  if (problems.length > 0 || !permissions.ok) return { ok: false, problems };
  return {
    ok: true,
    value: {
      record: normaliseRecordJson(
        raw.record as Record<string, unknown>,
      ) as unknown as RequestableRecord,
      visitor: raw.visitor as RequestAccessVisitor | null,
      permissions: permissions.value as RequestAccessPermissions,
      config: raw.config as RequestAccessConfig | undefined,
    },
  };
};

/**
 * The request-access widget for `mount()` and `autoMount()`: props `record`, `visitor`,
 * `permissions`, `config`.
 */
export const requestAccessWidget: WidgetDefinition<RequestAccessWidgetProps> = {
  name: 'request-access',
  component: RequestAccess,
  parseProps,
  locale: (props) => props.config?.default_locale,
};

/** Mounts the request-access widget into an element (or the first match of a selector). */
export const mountRequestAccess = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: RequestAccessWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, requestAccessWidget, props);
