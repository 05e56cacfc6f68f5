import { useEffect, useId, useRef, type ReactNode } from 'react';
import { errorText, FieldError } from '../../../../ui/fields';
import { Button } from '../../../../ui/semantic/Button';
import { FormField } from '../../../../ui/semantic/Form';

export interface ChosenEntryProps {
  /** Already translated. */
  label: string;
  /** The chosen entry as text; none shows `children` (the search input) instead. */
  chosen?: string;
  /** The button that lets the user choose again, already translated. */
  changeLabel: string;
  onChange: () => void;
  error?: unknown;
  children: ReactNode;
}

/**
 * A vocabulary entry already chosen (a funder, an award), shown as text with a button to
 * choose another; that button brings back the search input and moves the focus into it.
 */
export const ChosenEntry = ({
  label,
  chosen,
  changeLabel,
  onChange,
  error,
  children,
}: ChosenEntryProps) => {
  const id = useId();
  const searchBox = useRef<HTMLDivElement>(null);
  const focusSearch = useRef(false);
  const message = errorText(error);

  useEffect(() => {
    if (!focusSearch.current || chosen) return;
    focusSearch.current = false;
    searchBox.current?.querySelector('input')?.focus();
  }, [chosen]);

  if (!chosen) return <div ref={searchBox}>{children}</div>;
  return (
    <FormField error={Boolean(message)}>
      <span id={`${id}-label`} className="rdm-chosen-label">
        {label}
      </span>
      <div
        role="group"
        className="rdm-chosen-entry"
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-error` : undefined}
      >
        {chosen}{' '}
        <Button
          type="button"
          basic
          size="small"
          content={changeLabel}
          onClick={() => {
            focusSearch.current = true;
            onChange();
          }}
        />
      </div>
      {message && <FieldError id={`${id}-error`} message={message} />}
    </FormField>
  );
};
