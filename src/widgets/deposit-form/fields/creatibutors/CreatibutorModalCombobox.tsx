import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Form } from 'semantic-ui-react';

export interface ComboboxOption {
  key: string;
  /** Already translated (or a proper name). */
  text: string;
  detail?: string;
}

export interface CreatibutorModalComboboxProps {
  /** Already translated. */
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  options: readonly ComboboxOption[];
  onPick: (index: number) => void;
  /** What the search is doing ('Searching…', 'No matches found.'), read out politely. */
  status?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text box with a list of suggestions (the ARIA combobox pattern): arrows move through the
 * suggestions while focus stays in the box, Enter picks, Escape closes the list only (not the
 * modal around it).
 */
export const CreatibutorModalCombobox = ({
  label,
  text,
  onTextChange,
  options,
  onPick,
  status,
  hint,
  inputRef,
}: CreatibutorModalComboboxProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  const pick = (index: number) => {
    setOpen(false);
    setActive(-1);
    onPick(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      setOpen(true);
      if (options.length > 0) {
        setActive((activeIndex + step + options.length) % options.length);
      }
    } else if (event.key === 'Enter') {
      // Enter here picks a suggestion; it never submits the modal's form.
      event.preventDefault();
      if (activeIndex >= 0) pick(activeIndex);
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Form.Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {hint && (
        <p id={`${id}-hint`} className="rdm-field-hint">
          {hint}
        </p>
      )}
      <div aria-live="polite" className="rdm-suggestions-status">
        {open && status && <p>{status}</p>}
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className="ui selection list rdm-suggestions"
        hidden={!expanded}
      >
        {expanded &&
          options.map((option, index) => (
            // Keys are handled by the text box (focus never leaves it), as the pattern asks.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.key}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={index === activeIndex ? 'active item' : 'item'}
              // Keeps focus in the text box, so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              <span className="header">{option.text}</span>
              {option.detail && <span className="description"> {option.detail}</span>}
            </li>
          ))}
      </ul>
    </Form.Field>
  );
};
