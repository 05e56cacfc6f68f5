import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { SelectOption } from '../../../core/model';
import type { PrefillSourceIdentifier, UnmappedValue } from '../../../core/prefill/types';
import type { PrefillRow } from '../../../core/rules/prefillReview';
import { Button } from '../../../ui/semantic/Button';

export interface PrefillReviewProps {
  rows: readonly PrefillRow[];
  /** The paths ticked 'Use'. */
  chosen: ReadonlySet<string>;
  onChosen: (chosen: Set<string>) => void;
  /** The source work's identifier, which may be added to the related works. */
  source?: PrefillSourceIdentifier;
  /** The relation type chosen for it; '' adds nothing. */
  relation: string;
  onRelation: (relation: string) => void;
  /** The relations the repository's vocabulary has of those offered. */
  relationOptions: readonly SelectOption[];
  /** Values with no place in the form: shown, never dropped silently. */
  unplaced: readonly UnmappedValue[];
}

/** Items a cell lists before 'and N other(s)'. */
const SHOWN_ITEMS = 3;

const Summary = ({ items }: { items: readonly string[] }) => {
  const { t } = useTranslation();
  if (items.length === 0) return <span aria-label={t('Empty')}>—</span>;
  const rest = items.length - SHOWN_ITEMS;
  return (
    <>
      {items.slice(0, SHOWN_ITEMS).join('; ')}
      {rest > 0 && ` ${t('and {{count}} other(s)', { count: rest })}`}
    </>
  );
};

/**
 * Each field the work fills: what was found, what the form holds, and whether to use it
 * (ticked where the form's field is empty; a field the form holds is left alone unless
 * ticked). Then how the new upload relates to the source, and what has no place in the form.
 */
export const PrefillReview = ({
  rows,
  chosen,
  onChosen,
  source,
  relation,
  onRelation,
  relationOptions,
  unplaced,
}: PrefillReviewProps) => {
  const { t } = useTranslation();
  const id = useId();
  const tick = (path: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(path);
    else next.delete(path);
    onChosen(next);
  };
  return (
    <div className="rdm-prefill-review">
      <div className="ui small basic buttons">
        <Button
          type="button"
          content={t('Use all')}
          onClick={() => onChosen(new Set(rows.map((row) => row.path)))}
        />
        <Button type="button" content={t('Use none')} onClick={() => onChosen(new Set())} />
      </div>
      <table className="ui compact table">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('Found')}</th>
            <th scope="col">{t('In the form now')}</th>
            <th scope="col" id={`${id}-use`}>
              {t('Use')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.path}>
              <th scope="row" id={`${id}-row-${index}`}>
                {t(row.label)}
              </th>
              <td dir="auto" data-label={t('Found')}>
                <Summary items={row.found} />
              </td>
              <td dir="auto" data-label={t('In the form now')}>
                <Summary items={row.current} />
              </td>
              <td data-label={t('Use')}>
                <input
                  type="checkbox"
                  aria-labelledby={`${id}-use ${id}-row-${index}`}
                  checked={chosen.has(row.path)}
                  onChange={(event) => tick(row.path, event.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {source && relationOptions.length > 0 && (
        <div className="ui form">
          <div className="field">
            <label htmlFor={`${id}-relation`}>
              {t('Add {{identifier}} to the related works as', {
                identifier: source.identifier,
              })}
            </label>
            <select
              id={`${id}-relation`}
              className="ui selection dropdown"
              value={relation}
              onChange={(event) => onRelation(event.target.value)}
            >
              <option value="">{t('Do not add')}</option>
              {relationOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {unplaced.length > 0 && (
        <section aria-labelledby={`${id}-unplaced`}>
          <h3 id={`${id}-unplaced`} className="ui small header">
            {t('Not filled in (no place in the form)')}
          </h3>
          <dl className="rdm-prefill-unplaced">
            {unplaced.map((item, index) => (
              // Keyed by place: a source may give one name several values.
              <div key={index}>
                <dt>{item.source}</dt>
                <dd dir="auto">{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
};
