import { useId } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { LicenceSearchHit } from '../../../../core/model';
import { LICENCE_DESCRIPTION_MAX_LENGTH, truncate } from '../../../../core/rules';
import type { LicenceSearchState } from './useLicenceSearch';

export interface LicenceResultsProps {
  search: LicenceSearchState;
  /** Ids of the licences picked in this picker. */
  picked: ReadonlySet<string>;
  /** Ids of the licences the record has already: shown chosen, not offered again. */
  present: ReadonlySet<string>;
  onToggle: (hit: LicenceSearchHit, checked: boolean) => void;
}

/** The search's answer: a checkbox per licence, and its state in a live region. */
export const LicenceResults = ({ search, picked, present, onToggle }: LicenceResultsProps) => {
  const { t } = useTranslation();
  const hits = search.status === 'done' ? search.hits : [];
  const status =
    search.status === 'loading'
      ? t('Searching…')
      : search.status === 'failed'
        ? search.message
        : hits.length === 0
          ? t('No licenses found.')
          : t('Licenses found: {{count}}', { count: hits.length });
  return (
    <>
      <p
        role="status"
        className={search.status === 'failed' ? 'ui basic red label' : 'rdm-field-hint'}
      >
        {status}
      </p>
      {hits.length > 0 && (
        <ul className="rdm-licence-results">
          {hits.map((hit) => (
            <LicenceChoice
              key={hit.id}
              hit={hit}
              present={present.has(hit.id)}
              checked={present.has(hit.id) || picked.has(hit.id)}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </>
  );
};

interface LicenceChoiceProps {
  hit: LicenceSearchHit;
  checked: boolean;
  present: boolean;
  onToggle: (hit: LicenceSearchHit, checked: boolean) => void;
}

const LicenceChoice = ({ hit, checked, present, onToggle }: LicenceChoiceProps) => {
  const { t } = useTranslation();
  const id = useId();
  const description = hit.description_l10n
    ? truncate(hit.description_l10n, LICENCE_DESCRIPTION_MAX_LENGTH)
    : '';
  const describedBy =
    [present && `${id}-present`, description && `${id}-description`].filter(Boolean).join(' ') ||
    undefined;
  return (
    <li className="rdm-licence-choice">
      <div className="ui checkbox">
        <input
          type="checkbox"
          id={id}
          checked={checked}
          disabled={present}
          aria-describedby={describedBy}
          onChange={(event) => onToggle(hit, event.target.checked)}
        />
        <label htmlFor={id}>{hit.title_l10n || hit.id}</label>
      </div>
      {present && (
        <span id={`${id}-present`} className="rdm-field-hint">
          {' '}
          {t('Already added')}
        </span>
      )}
      {description && (
        <p id={`${id}-description`} className="rdm-field-hint">
          {description}
        </p>
      )}
    </li>
  );
};
