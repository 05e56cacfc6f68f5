import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { PrefillEntry } from '../../../core/prefill/types';
import { Checkbox } from '../../../ui/semantic/Checkbox';

export interface PrefillEntryChooserProps {
  entries: readonly PrefillEntry[];
  /** The entry chosen, by index; null until one is. */
  chosen: number | null;
  onChoose: (index: number) => void;
}

/** A file of several works: the depositor picks the one the upload starts from. */
export const PrefillEntryChooser = ({ entries, chosen, onChoose }: PrefillEntryChooserProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="ui form rdm-prefill-entries">
      <legend className="ui small header">{t('Which work do you start from?')}</legend>
      {entries.map((entry, index) => (
        // Keyed by place: two works of a file may carry the same label.
        <div key={index} className="field">
          <Checkbox
            id={`${id}-${index}`}
            type="radio"
            radio
            name={`${id}-entry`}
            label={entry.label}
            checked={chosen === index}
            onChange={() => onChoose(index)}
          />
        </div>
      ))}
    </fieldset>
  );
};
