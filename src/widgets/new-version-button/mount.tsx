import {
  FieldChecker,
  isPlainObject,
  normaliseRecordJson,
  parsePermissions,
  type InputProblem,
  type Parsed,
} from '../../core/config';
import type { LinkedRecord } from '../../core/api';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
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
}

/**
 * The button needs the record's `versions` link, and reads `is_published` (a draft has no
 * version to start from); everything else is the server's.
 */
const recordProblems = (raw: unknown): InputProblem[] => {
  if (!isPlainObject(raw)) return [{ field: 'record', message: 'must be a JSON object' }];
  const problems = new FieldChecker('record', raw)
    .object('links', { required: true })
    .boolean('is_published').problems;
  if (isPlainObject(raw.links)) {
    problems.push(
      ...new FieldChecker('record.links', raw.links).string('versions', {
        required: true,
        nonEmpty: true,
      }).problems,
    );
  }
  return problems;
};

const configProblems = (raw: unknown): InputProblem[] => {
  if (raw === undefined) return [];
  if (!isPlainObject(raw)) return [{ field: 'config', message: 'must be a JSON object' }];
  return new FieldChecker('config', raw)
    .string('default_locale', { nonEmpty: true })
    .stringMap('apiHeaders').problems;
};

const parseProps = (raw: Record<string, unknown>): Parsed<NewVersionButtonWidgetProps> => {
  const permissions = parsePermissions(raw.permissions);
  const problems = [
    ...recordProblems(raw.record),
    ...(permissions.ok ? [] : permissions.problems),
    ...configProblems(raw.config),
  ];
  if (problems.length > 0 || !permissions.ok) return { ok: false, problems };
  return {
    ok: true,
    value: {
      record: normaliseRecordJson(raw.record as LinkedRecord & Record<string, unknown>),
      permissions: permissions.value as NewVersionPermissions,
      config: raw.config as NewVersionButtonConfig | undefined,
    },
  };
};

/** The new-version button for `mount()` and `autoMount()`: props `record`, `permissions`, `config`. */
export const newVersionButtonWidget: WidgetDefinition<NewVersionButtonWidgetProps> = {
  name: 'new-version-button',
  component: NewVersionButton,
  parseProps,
  locale: (props) => props.config?.default_locale,
};

/** Mounts the new-version button into an element (or the first match of a selector). */
export const mountNewVersionButton = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: NewVersionButtonWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, newVersionButtonWidget, props);
