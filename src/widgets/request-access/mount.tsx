import {
  CONFIG_BASICS,
  all,
  fields,
  flag,
  isPlainObject,
  jsonObject,
  must,
  normaliseRecordJson,
  object,
  parseWith,
  permissions,
  required,
  requiredJsonObject,
  text,
  type Rule,
} from '../../core/config';
import type { RequestableRecord } from '../../core/model';
import { mount, type WidgetDefinition, type WidgetHandle } from '../../ui/mount';
import { REQUEST_ACCESS_OVERRIDE_IDS, overridesProp, type Overrides } from '../../ui/overrides';
import { RequestAccess } from './RequestAccess';
import type {
  RequestAccessConfig,
  RequestAccessPermissions,
  RequestAccessVisitor,
  RequestAccessWidgetProps,
} from './types';

/** An object the record may hold; the widget reads it when there. */
const inside = (content: Rule) => all(must('must be an object', isPlainObject), content);

const requiredText = required(text({ nonEmpty: true }));

/** The owner's settings: flags, and conditions as HTML or null. */
const settings = inside(
  fields({
    allow_user_requests: flag,
    allow_guest_requests: flag,
    accept_conditions_text: must(
      'must be a string or null',
      (value) => value === null || typeof value === 'string',
    ),
  }),
);

// Pure: a bundle that imports the widget's components without mounting it leaves this out.
const PROPS = /* @__PURE__ */ fields({
  // The record's id and where to ask are required; its title and settings are read when there.
  record: requiredJsonObject(
    fields({
      id: requiredText,
      links: required(object(fields({ access_request: requiredText }))),
      metadata: inside(fields({ title: text() })),
      parent: inside(fields({ access: inside(fields({ settings })) })),
    }),
  ),
  // Required, so that a logged-in user is never taken for a guest by a missing prop.
  visitor: required(
    all(
      must('must be a JSON object or null', (value) => value === null || isPlainObject(value)),
      fields({ id: requiredText, email: requiredText, full_name: text() }),
    ),
    'is required (null for a visitor who is not logged in)',
  ),
  permissions,
  config: jsonObject(
    fields({
      ...CONFIG_BASICS,
      apiBase: text({ nonEmpty: true }),
      loginUrl: text({ nonEmpty: true }),
    }),
  ),
  overrides: overridesProp(REQUEST_ACCESS_OVERRIDE_IDS),
});

/**
 * The request-access widget for `mount()` and `autoMount()`: props `record`, `visitor`,
 * `permissions`, `config` and, from a page's script, `overrides`.
 */
export const requestAccessWidget: WidgetDefinition<RequestAccessWidgetProps> = {
  name: 'request-access',
  component: RequestAccess,
  parseProps: (raw) =>
    parseWith(PROPS, raw, (props) => ({
      record: normaliseRecordJson(
        props.record as Record<string, unknown>,
      ) as unknown as RequestableRecord,
      visitor: props.visitor as RequestAccessVisitor | null,
      permissions: (props.permissions ?? {}) as RequestAccessPermissions,
      config: props.config as RequestAccessConfig | undefined,
      overrides: props.overrides as Overrides | undefined,
    })),
  locale: (props) => props.config?.default_locale,
};

/** Mounts the request-access widget into an element (or the first match of a selector). */
export const mountRequestAccess = (
  target: Element | string,
  // The typed props, or JSON from a page: either is checked before anything renders.
  props: RequestAccessWidgetProps | Record<string, unknown>,
): WidgetHandle => mount(target, requestAccessWidget, props);
