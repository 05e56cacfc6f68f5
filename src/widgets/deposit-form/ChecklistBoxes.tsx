import type { PublishChecklistItem } from '../../core/model';
import { checklistTextParts } from '../../core/rules/publishChecklist';
import { MUST_ACCEPT_MESSAGE } from '../../core/rules/submitReview';
import { RequiredBox } from './RequiredBox';
import type { ChecklistTicks } from './useChecklistTicks';

/** The id of an item's box: by position, as an item's own id need not be a valid HTML id. */
export const checklistBoxId = (prefix: string, index: number) => `${prefix}-checklist-${index}`;

/** An item's text with its link in place; the host gives both in the page's language. */
export const ChecklistText = ({ item }: { item: PublishChecklistItem }) => {
  if (!item.link) return <>{item.text}</>;
  const { before, after } = checklistTextParts(item);
  return (
    <>
      {before}
      <a href={item.link.href} target="_blank" rel="noopener noreferrer">
        {item.link.text}
      </a>
      {after}
    </>
  );
};

export interface ChecklistBoxesProps {
  items: readonly PublishChecklistItem[];
  ticks: ChecklistTicks;
  /** What the boxes' ids start with (useId of the dialog). */
  idPrefix: string;
}

/** The instance's statements (config `publish_checklist`), each a box to tick. */
export const ChecklistBoxes = ({ items, ticks, idPrefix }: ChecklistBoxesProps) => (
  <>
    {items.map((item, index) => {
      const checked = ticks.ticked.has(item.id);
      return (
        <RequiredBox
          key={item.id}
          id={checklistBoxId(idPrefix, index)}
          label={<ChecklistText item={item} />}
          checked={checked}
          error={ticks.attempts > 0 && !checked ? MUST_ACCEPT_MESSAGE : undefined}
          onChange={(value) => ticks.toggle(item.id, value)}
        />
      );
    })}
  </>
);
