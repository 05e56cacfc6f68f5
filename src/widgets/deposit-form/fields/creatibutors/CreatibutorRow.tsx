import { memo, useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import type { FormCreatibutor, SelectOption } from '../../../../core/model';
import { FieldError } from '../../../../ui/fields';
import { Button } from '../../../../ui/semantic/Button';
import type { CreatibutorKind } from './creatibutorFormValues';
import { creatibutorLabel } from './creatibutorLabel';
import { IdentifierBadges } from './IdentifierBadges';
import type { RowDragProps, RowDragState } from './RowDrag';

const NOT_DRAGGED: RowDragState = { dragging: false, over: false };

/** Everything but `item`, `errors` and the positions is stable, so rows re-render rarely. */
export interface CreatibutorRowProps {
  kind: CreatibutorKind;
  index: number;
  total: number;
  item: FormCreatibutor;
  /** The row's own errors (`metadata.creators.N`), if any. */
  errors: unknown;
  roleOptions: readonly SelectOption[] | undefined;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  /** A Move up / Move down button: `to` is the index next to `index`. */
  onMove: (index: number, to: number) => void;
  onDrop: (from: number, to: number) => void;
  /** Drag and drop with the mouse, once its code has loaded (CreatibutorsField). */
  RowDrag?: ComponentType<RowDragProps>;
}

const roleText = (role: string | undefined, options: readonly SelectOption[] | undefined) =>
  role && (options?.find((option) => option.value === role)?.text ?? role);

/**
 * Every message held in one row's Formik errors (`{ person_or_org: { family_name: '...' } }`,
 * identifiers as arrays ...), once each: the list shows them in the row, since the inputs they
 * belong to live in the edit modal.
 */
const rowErrorMessages = (errors: unknown): string[] => {
  const found = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (value !== '') found.add(value);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  collect(errors);
  return [...found];
};

/**
 * One creator or contributor: name, identifier badges, affiliations, role, the row's errors
 * and its buttons. The drag handle and drop target are set up only for rendered rows.
 */
export const CreatibutorRow = memo(function CreatibutorRow({
  kind,
  index,
  total,
  item,
  errors,
  roleOptions,
  onEdit,
  onRemove,
  onMove,
  onDrop,
  RowDrag,
}: CreatibutorRowProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const row = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLSpanElement>(null);
  const [{ dragging, over }, setDrag] = useState(NOT_DRAGGED);
  // Drag and drop reports its state as it joins the row too: the same state renders nothing.
  const showDrag = useCallback(
    (next: RowDragState) =>
      setDrag((shown) =>
        shown.dragging === next.dragging && shown.over === next.over ? shown : next,
      ),
    [],
  );

  const position = index + 1;
  const name = creatibutorLabel(t, kind, item, position);
  const affiliations = item.affiliations
    .map((affiliation) => affiliation.name ?? affiliation.acronym ?? affiliation.id)
    .filter(Boolean)
    .join('; ');
  const role = roleText(item.role, roleOptions);
  const messages = rowErrorMessages(errors);
  const invalid = messages.length > 0;
  const first = index === 0;
  const last = index === total - 1;
  // Each label is both the button's name and its tooltip: translated once (a list's rows
  // are many, and a translation is among the costliest calls of the form's first render).
  const moveUp = t('Move {{name}} up', { name });
  const moveDown = t('Move {{name}} down', { name });
  const edit = t('Edit {{name}}', { name });
  const remove = t('Remove {{name}}', { name });

  return (
    <div
      ref={row}
      className={['rdm-creatibutor-row', over && 'rdm-drop-over', dragging && 'rdm-dragging']
        .filter(Boolean)
        .join(' ')}
      style={{ display: 'flex', alignItems: 'center', gap: '0.5em', padding: '0.4em 0' }}
    >
      {RowDrag && (
        <RowDrag
          kind={kind}
          index={index}
          row={row}
          handle={handle}
          onDrop={onDrop}
          onState={showDrag}
        />
      )}
      {/* Keyboard users reorder with the Move buttons; the handle is for the mouse only. */}
      <span
        ref={handle}
        className="rdm-drag-handle"
        title={t('Drag to reorder')}
        aria-hidden="true"
      >
        <Icon name="arrows alternate vertical" style={{ cursor: 'grab' }} />
      </span>
      <div style={{ flex: 1 }}>
        <strong>{name}</strong>
        <IdentifierBadges identifiers={item.person_or_org.identifiers} />
        {affiliations && <span className="rdm-creatibutor-affiliations"> ({affiliations})</span>}
        {role && <span className="ui small basic label">{role}</span>}
        {invalid && <FieldError id={errorId} message={messages} pointing={false} />}
      </div>
      {/* The end rows' Move buttons stay focusable (aria-disabled), so the focus that
          follows a moved row is never dropped on a disabled button. */}
      <div className="ui basic small buttons">
        <Button
          type="button"
          icon="arrow up"
          data-move="up"
          aria-label={moveUp}
          title={moveUp}
          aria-disabled={first ? true : undefined}
          onClick={() => !first && onMove(index, index - 1)}
        />
        <Button
          type="button"
          icon="arrow down"
          data-move="down"
          aria-label={moveDown}
          title={moveDown}
          aria-disabled={last ? true : undefined}
          onClick={() => !last && onMove(index, index + 1)}
        />
        <Button
          type="button"
          icon="pencil"
          aria-label={edit}
          title={edit}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          onClick={() => onEdit(index)}
        />
        <Button
          type="button"
          icon="trash alternate outline"
          aria-label={remove}
          title={remove}
          onClick={() => onRemove(index)}
        />
      </div>
    </div>
  );
});
