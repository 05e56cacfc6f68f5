import { CHECKLIST_ACTIONS, LINK_MARK } from '../rules/publishChecklist';
import { all, fields, list, must, object, oneOf, required, text, type Rule } from './schema';

/** A link's target: the web, or a page of the same site; never `javascript:` or the like. */
export const isSafeHref = (value: unknown): boolean =>
  typeof value === 'string' && (/^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value));

const link = object(
  fields({
    href: all(
      required(text({ nonEmpty: true })),
      must('must start with http://, https:// or a single /', isSafeHref),
    ),
    text: required(text({ nonEmpty: true })),
  }),
);

const item = object(
  fields((value) => ({
    id: required(text({ nonEmpty: true })),
    text: all(
      required(text({ nonEmpty: true })),
      must(
        `marks where a link goes (${LINK_MARK}) but the item gives no link`,
        (given) => !String(given).includes(LINK_MARK) || value.link !== undefined,
      ),
    ),
    link,
    in: list(oneOf(CHECKLIST_ACTIONS)),
  })),
);

const idsOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.map((entry) => (entry as { id?: unknown } | null)?.id) : [];

/** `publish_checklist`: its boxes, each id once (a box is ticked by its id). */
export const publishChecklist: Rule = all(
  list(item),
  must('must give each item an id of its own', (value) => {
    const ids = idsOf(value).filter((id) => typeof id === 'string');
    return new Set(ids).size === ids.length;
  }),
);
