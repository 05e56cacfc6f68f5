import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { ImportedRow } from '../../../../core/creatorsImport/types';
import type { SelectOption } from '../../../../core/model';
import { schemeLabel } from '../../../../core/rules/identifierSchemes';
import { observeBoxSize } from '../../../../ui/fields/observeBoxSize';

export interface ImportPreviewTableProps {
  rows: readonly ImportedRow[];
  roleOptions?: readonly SelectOption[];
  /** Names the table, already translated. */
  label: string;
}

/** The table's height before it scrolls, and a first guess of a row's, in pixels. */
const TABLE_HEIGHT = 400;
const ESTIMATED_ROW_HEIGHT = 40;
const COLUMNS = 7;

const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={COLUMNS} style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null;

/**
 * The rows read from a file, with what is wrong with each. A table for every size: only the
 * rows in view are in the page (a file of thousands of people scrolls as smoothly as a short
 * one), between spacers; each row says its place among all (`aria-rowindex`).
 */
export const ImportPreviewTable = ({ rows, roleOptions, label }: ImportPreviewTableProps) => {
  const { t } = useTranslation();
  const scrollBox = useRef<HTMLDivElement>(null);
  // No React Compiler here; the virtualizer re-renders this component when the window moves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollBox.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 6,
    // Rows show on the first paint, before the box is measured.
    initialRect: { width: 0, height: TABLE_HEIGHT },
    observeElementRect: observeBoxSize,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const roleText = (role?: string) =>
    roleOptions?.find(({ value }) => value === role)?.text ?? role ?? '';

  return (
    <div
      ref={scrollBox}
      className="rdm-import-preview"
      role="region"
      aria-label={label}
      // A box that scrolls is a stop of its own, so the keyboard scrolls it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{ maxHeight: TABLE_HEIGHT, overflowY: 'auto' }}
    >
      <table className="ui compact celled table" aria-rowcount={rows.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{t('Row')}</th>
            <th scope="col">{t('Name')}</th>
            <th scope="col">{t('Type')}</th>
            <th scope="col">{t('Identifiers')}</th>
            <th scope="col">{t('Affiliations')}</th>
            <th scope="col">{t('Role')}</th>
            <th scope="col">{t('Errors')}</th>
          </tr>
        </thead>
        <tbody>
          <Spacer height={top} />
          {items.map(({ index, key }) => {
            const row = rows[index]!;
            const { person_or_org: person, affiliations, role } = row.creatibutor;
            const affiliationTexts = affiliations.length
              ? affiliations.map(({ name, id }) => name ?? id ?? '')
              : row.affiliationTexts;
            return (
              <tr
                key={key}
                ref={virtualizer.measureElement}
                data-index={index}
                aria-rowindex={index + 2}
                className={row.errors.length ? 'negative' : undefined}
              >
                <td>{row.number}</td>
                <td>{person.name}</td>
                <td>{person.type === 'organizational' ? t('Organization') : t('Person')}</td>
                <td>
                  {(person.identifiers ?? [])
                    .map(({ scheme, identifier }) => `${schemeLabel(scheme)} ${identifier}`)
                    .join(', ')}
                </td>
                <td>{affiliationTexts.join('; ')}</td>
                <td>{roleText(role)}</td>
                <td>
                  {row.errors.map(({ message, values }) => (
                    <div key={message}>{t(message, values)}</div>
                  ))}
                </td>
              </tr>
            );
          })}
          <Spacer height={bottom} />
        </tbody>
      </table>
    </div>
  );
};
