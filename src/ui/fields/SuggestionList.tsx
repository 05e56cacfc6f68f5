import type { KeyboardEvent, RefObject } from 'react';

export interface SuggestionListProps<T> {
  /** Names the list for screen readers, already translated. */
  label: string;
  hits: readonly T[];
  /** What a suggestion reads as. */
  hitText: (hit: T) => string;
  hitKey: (hit: T) => string;
  onPick: (hit: T) => void;
  /** The list element, so the input can move focus into it (see focusFirstSuggestion). */
  listRef: RefObject<HTMLUListElement>;
  /** The input the suggestions belong to: up from the first suggestion goes back to it. */
  inputRef: RefObject<HTMLInputElement>;
}

const buttonsOf = (list: HTMLUListElement | null) =>
  Array.from(list?.querySelectorAll('button') ?? []);

/** For the input's ArrowDown: focus the first suggestion, if there is one. */
export const focusFirstSuggestion = (
  event: KeyboardEvent,
  listRef: RefObject<HTMLUListElement>,
) => {
  const first = buttonsOf(listRef.current)[0];
  if (!first) return;
  event.preventDefault();
  first.focus();
};

/**
 * Suggestions under a search input, as buttons: Tab or the arrow keys reach them, Enter or a
 * click picks one. Nothing is rendered while there are none.
 */
export const SuggestionList = <T,>({
  label,
  hits,
  hitText,
  hitKey,
  onPick,
  listRef,
  inputRef,
}: SuggestionListProps<T>) => {
  // Up and down walk the suggestions; up from the first one goes back to the input.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = buttonsOf(listRef.current);
    const next = buttons.indexOf(event.currentTarget) + (event.key === 'ArrowDown' ? 1 : -1);
    (next < 0 ? inputRef.current : buttons[Math.min(next, buttons.length - 1)])?.focus();
  };
  if (hits.length === 0) return null;
  return (
    <ul ref={listRef} className="ui selection list" aria-label={label}>
      {hits.map((hit) => (
        <li key={hitKey(hit)} className="item">
          <button
            type="button"
            className="ui basic fluid button"
            onClick={() => onPick(hit)}
            onKeyDown={onKeyDown}
          >
            {hitText(hit)}
          </button>
        </li>
      ))}
    </ul>
  );
};
