import {
  EDITOR_CONFIG_FIELDS,
  all,
  draftRecord,
  eachItem,
  eachValue,
  fields,
  flag,
  isPlainObject,
  must,
  parseWith,
  permissions,
  required,
  requiredJsonObject,
  text,
  withDefaultLocale,
  withDraftDefaults,
} from '../../core/config';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import {
  CUSTOM_SECTION_OVERRIDE_ID,
  DEPOSIT_FORM_OVERRIDE_IDS,
  isComponent,
  overridesProp,
} from '../../ui/overrides';
import {
  DepositFormWidget,
  type DepositFormConfig,
  type DepositFormWidgetProps,
} from './DepositFormWidget';

/**
 * A `pids` entry: an object naming its scheme and label, with its two switches and its texts.
 * A reservable identifier needs its buttons' texts: a button without one has no name for anyone.
 */
const pid = requiredJsonObject(
  fields((entry) => {
    const buttonText =
      entry.can_be_managed === true ? required(text({ nonEmpty: true })) : text({ nonEmpty: true });
    return {
      scheme: required(text({ nonEmpty: true })),
      label: required(text({ nonEmpty: true })),
      pid_type: text({ nonEmpty: true }),
      can_be_managed: flag,
      can_be_unmanaged: flag,
      btn_label_get: buttonText,
      btn_label_discard: buttonText,
      placeholder: text(),
      managed_help_text: text(),
      unmanaged_help_text: text(),
    };
  }),
);

const pids = all(must('must be a JSON array', Array.isArray), eachItem(pid));

const NOT_A_COMPONENT = 'must be a React component (a function or a memo/forwardRef object)';

// Pure: a bundle that imports the widget's components without mounting it leaves this out.
const PROPS = /* @__PURE__ */ fields({
  config: requiredJsonObject(fields({ ...EDITOR_CONFIG_FIELDS, pids })),
  record: draftRecord,
  permissions,
  // The host's own custom-field widgets by the `ui_widget` name its config gives them: only a
  // page's script can pass them, never JSON.
  customFieldWidgets: all(
    must('must be an object', isPlainObject),
    // A name left undefined (an import that failed) is named too.
    eachValue(required(must(NOT_A_COMPONENT, isComponent), NOT_A_COMPONENT)),
  ),
  overrides: overridesProp(DEPOSIT_FORM_OVERRIDE_IDS, CUSTOM_SECTION_OVERRIDE_ID),
});

/**
 * The deposit form for `mount()` and `autoMount()`: props `config`, `record`, `permissions`
 * and, from a page's script, `customFieldWidgets` and `overrides`.
 */
export const depositFormWidget: WidgetDefinition<DepositFormWidgetProps> = {
  name: 'deposit-form',
  component: DepositFormWidget,
  parseProps: (raw) =>
    parseWith(PROPS, raw, (props) => ({
      config: withDefaultLocale<DepositFormConfig>(props.config),
      record: withDraftDefaults(props.record),
      permissions: (props.permissions ?? {}) as DepositFormWidgetProps['permissions'],
      customFieldWidgets: props.customFieldWidgets as DepositFormWidgetProps['customFieldWidgets'],
      overrides: props.overrides as DepositFormWidgetProps['overrides'],
    })),
  locale: (props) => props.config.default_locale,
  // The draft's later states come from the server; another draft needs a new mount.
  readAtMount: ['record'],
};

/** Mounts the deposit form into an element (or the first match of a selector). */
export const mountDepositForm = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: DepositFormWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, depositFormWidget, props);
