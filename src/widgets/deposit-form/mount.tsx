import {
  FieldChecker,
  isPlainObject,
  parseDraftRecord,
  parseEditorConfig,
  parsePermissions,
  type InputProblem,
} from '../../core/config';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { DepositFormWidget, type DepositFormWidgetProps } from './DepositFormWidget';

/**
 * The `pids` entries: each an object naming its scheme and label, with its two switches and
 * its texts. A reservable identifier needs its buttons' texts: a button without one has no
 * name for anyone.
 */
const pidsProblems = (raw: unknown): InputProblem[] => {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return [{ field: 'config.pids', message: 'must be a JSON array' }];
  return raw.flatMap((entry, index) => {
    const path = `config.pids[${index}]`;
    if (!isPlainObject(entry)) return [{ field: path, message: 'must be a JSON object' }];
    const managed = entry.can_be_managed === true;
    return new FieldChecker(path, entry)
      .string('scheme', { required: true, nonEmpty: true })
      .string('label', { required: true, nonEmpty: true })
      .string('pid_type', { nonEmpty: true })
      .boolean('can_be_managed')
      .boolean('can_be_unmanaged')
      .string('btn_label_get', { required: managed, nonEmpty: true })
      .string('btn_label_discard', { required: managed, nonEmpty: true })
      .string('placeholder')
      .string('managed_help_text')
      .string('unmanaged_help_text').problems;
  });
};

/**
 * The host's own custom-field widgets (`customFieldWidgets`): an object of React components by
 * the `ui_widget` name its config gives them. Only a page's script can pass them, never JSON.
 */
const hostWidgetsProblems = (raw: unknown): InputProblem[] => {
  if (raw === undefined) return [];
  if (!isPlainObject(raw)) return [{ field: 'customFieldWidgets', message: 'must be an object' }];
  return Object.entries(raw)
    .filter(([, component]) => !isComponent(component))
    .map(([name]) => ({
      field: `customFieldWidgets.${name}`,
      message: 'must be a React component (a function or a memo/forwardRef object)',
    }));
};

/** A function component, or React's memo/forwardRef objects (they carry `$$typeof`). */
const isComponent = (value: unknown): boolean =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The deposit form for `mount()` and `autoMount()`: props `config`, `record`, `permissions`
 * and, from a page's script, `customFieldWidgets`.
 */
export const depositFormWidget: WidgetDefinition<DepositFormWidgetProps> = {
  name: 'deposit-form',
  component: DepositFormWidget,
  parseProps(raw) {
    const config = parseEditorConfig(raw.config);
    const pids = isPlainObject(raw.config) ? pidsProblems(raw.config.pids) : [];
    const record = parseDraftRecord(raw.record);
    const permissions = parsePermissions(raw.permissions);
    const hostWidgets = hostWidgetsProblems(raw.customFieldWidgets);
    if (config.ok && pids.length === 0 && record.ok && permissions.ok && hostWidgets.length === 0) {
      return {
        ok: true,
        value: {
          config: { ...config.value, pids: (raw.config as DepositFormWidgetProps['config']).pids },
          record: record.value,
          permissions: permissions.value,
          customFieldWidgets:
            raw.customFieldWidgets as DepositFormWidgetProps['customFieldWidgets'],
        },
      };
    }
    return {
      ok: false,
      problems: [
        ...(config.ok ? [] : config.problems),
        ...pids,
        ...(record.ok ? [] : record.problems),
        ...(permissions.ok ? [] : permissions.problems),
        ...hostWidgets,
      ],
    };
  },
  locale: (props) => props.config.default_locale,
};

/** Mounts the deposit form into an element (or the first match of a selector). */
export const mountDepositForm = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: DepositFormWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, depositFormWidget, props);
