import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { FormField } from '../semantic/Form';
import { describedBy, FieldMessages } from './FieldMessages';

export interface ComboboxOption {
  key: string;
  /** Already translated (or a proper name). */
  text: string;
  detail?: string;
}

export interface ComboboxProps {
  /** Already translated. */
  label: string;
  /** Names the list of options; the label unless given. Already translated. */
  listLabel?: string;
  /** The text in the box (the caller owns it: it may also be a form value). */
  text: string;
  onTextChange: (text: string) => void;
  options: readonly ComboboxOption[];
  /** The first `size` options are listed under `name`; the arrows go through all. */
  group?: { name: string; size: number };
  onPick: (index: number) => void;
  /** Enter with no option active (e.g. add the typed text); Enter never submits the form. */
  onEnter?: () => void;
  /** What the search is doing ('Searching…', 'No matches found.', its failure), read out politely. */
  status?: string;
  /** The status is a failure: shown as one. */
  statusFailed?: boolean;
  hint?: string;
  /** The field's error, already a message (see errorText). */
  error?: string;
  required?: boolean;
  placeholder?: string;
  /** A magnifying glass in the box, for a box that only searches. */
  searchIcon?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra controls after the box (e.g. an 'Add' button). */
  children?: ReactNode;
}

/**
 * An editable combobox with list autocomplete (WAI-ARIA APG combobox pattern): the arrows
 * move through the options (wrapping) while focus stays in the box, Enter picks, a click
 * picks, Escape closes the list only (not the dialog around it).
 */
export const Combobox = ({
  label,
  listLabel = label,
  text,
  onTextChange,
  options,
  group,
  onPick,
  onEnter,
  status,
  statusFailed,
  hint,
  error,
  required,
  placeholder,
  searchIcon,
  inputRef,
  children,
}: ComboboxProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const messages = { hintId: `${id}-hint`, hint, errorId: `${id}-error`, error };

  const pick = (index: number) => {
    setOpen(false);
    setActive(-1);
    onPick(index);
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    if (options.length === 0) return;
    // From no active option, down goes to the first and up to the last.
    const from = activeIndex >= 0 ? activeIndex : step === 1 ? -1 : options.length;
    setActive((from + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter here picks or adds; it never submits the form around the box.
      event.preventDefault();
      if (activeIndex >= 0) {
        pick(activeIndex);
      } else {
        setOpen(false);
        onEnter?.();
      }
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const renderOption = (option: ComboboxOption, index: number) => (
    // Keys are handled by the box (focus never leaves it), as the pattern asks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      key={option.key}
      id={`${id}-option-${index}`}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      className={index === activeIndex ? 'active item' : 'item'}
      // Keeps focus in the box, so the click is not lost to its blur.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => pick(index)}
    >
      <span className="header">{option.text}</span>
      {option.detail && <span className="description"> {option.detail}</span>}
    </div>
  );

  return (
    <FormField required={required} error={Boolean(error)}>
      <label htmlFor={id}>{label}</label>
      <div className={searchIcon ? 'ui icon input rdm-suggestion-input' : 'rdm-suggestion-input'}>
        <input
          id={id}
          ref={inputRef}
          type="text"
          dir="auto"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
          aria-describedby={describedBy(messages)}
          aria-invalid={error ? true : undefined}
          // Not `required`: the browser's own check must not block saving a draft.
          aria-required={required}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {searchIcon && <i className="search icon" aria-hidden="true" />}
        {/* Not ul/li: Fomantic gives list items of a ul.ui.list a bullet, which would be read
            out as part of every option's name. Inside the box's wrapper: it opens under it. */}
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={listLabel}
          className="ui selection list rdm-suggestions"
          hidden={!expanded}
        >
          {expanded && group?.size ? (
            <>
              {/* Screen readers say the group's name on entering it. */}
              <div role="group" aria-labelledby={`${id}-group`}>
                <div id={`${id}-group`} role="presentation" className="rdm-suggestions-group">
                  {group.name}
                </div>
                {options.slice(0, group.size).map(renderOption)}
              </div>
              {options
                .slice(group.size)
                .map((option, index) => renderOption(option, group.size + index))}
            </>
          ) : (
            expanded && options.map(renderOption)
          )}
        </div>
      </div>
      {children}
      <FieldMessages {...messages} />
      <div aria-live="polite" className="rdm-suggestion-status">
        {status && <p className={statusFailed ? 'ui basic red label' : undefined}>{status}</p>}
      </div>
    </FormField>
  );
};

/**
 * For a dialog's close handler: semantic-ui's Modal hears Escape on the document before the
 * box does, so Escape in a box whose list is open must not close the dialog.
 */
export const isOpenCombobox = (target: unknown) =>
  target instanceof HTMLElement &&
  target.getAttribute('role') === 'combobox' &&
  target.getAttribute('aria-expanded') === 'true';
