import type { ChecklistAction, PublishChecklistItem } from '../model';

/**
 * The publish checklist (docs/editor-config.md#publish-checklist): the statements an instance
 * asks the depositor to tick in the publish and submit-review confirmations.
 */

export const CHECKLIST_ACTIONS: readonly ChecklistAction[] = ['publish', 'submit-review'];

/** Where an item's text takes its link. */
export const LINK_MARK = '{link}';

/** The items the confirmation of `action` asks, in the config's order. */
export const checklistFor = (
  items: readonly PublishChecklistItem[] | undefined,
  action: ChecklistAction,
): PublishChecklistItem[] =>
  (items ?? []).filter((item) => (item.in ?? CHECKLIST_ACTIONS).includes(action));

/** The items not ticked yet; the confirmation may go once there are none. */
export const untickedItems = (
  items: readonly PublishChecklistItem[],
  ticked: ReadonlySet<string>,
): PublishChecklistItem[] => items.filter((item) => !ticked.has(item.id));

/** An item's text around its link: the link goes between `before` and `after`. */
export const checklistTextParts = (
  item: PublishChecklistItem,
): { before: string; after: string } => {
  const at = item.text.indexOf(LINK_MARK);
  if (at === -1) return { before: `${item.text} `, after: '' };
  return { before: item.text.slice(0, at), after: item.text.slice(at + LINK_MARK.length) };
};

/** The text with its link's words in place, for where a link cannot go (the error summary). */
export const checklistPlainText = (item: PublishChecklistItem): string => {
  if (!item.link) return item.text;
  const { before, after } = checklistTextParts(item);
  return `${before}${item.link.text}${after}`;
};
