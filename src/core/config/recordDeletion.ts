import { isSafeHref } from './publishChecklist';
import {
  all,
  fields,
  flag,
  integer,
  list,
  must,
  object,
  required,
  text,
  type Rule,
} from './schema';

/** InvenioRDM prints null where it has nothing (no policy applies, no request is open). */
const orNull =
  (rule: Rule): Rule =>
  (value, path) =>
    value === null ? [] : rule(value, path);

const policyState = object(
  fields({
    enabled: flag,
    valid_user: flag,
    allowed: flag,
    policy: orNull(object(fields({ id: text(), description: text() }))),
  }),
);

const row = object(fields({ label: required(text({ nonEmpty: true })), message: text() }));

/** `recordDeletion`: InvenioRDM v14's record deletion object, as its deposit page prints it. */
export const recordDeletion: Rule = object(
  fields({
    enabled: flag,
    valid_user: flag,
    allowed: flag,
    recordDeletion: object(
      fields({ immediate_deletion: policyState, request_deletion: policyState }),
    ),
    checklist: list(row),
    context: object(fields({ files: integer(0), internalDoi: flag })),
    existing_request: orNull(
      all(
        text({ nonEmpty: true }),
        must('must start with http://, https:// or a single /', isSafeHref),
      ),
    ),
  }),
);
