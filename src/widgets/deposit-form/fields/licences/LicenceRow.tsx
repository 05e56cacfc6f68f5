import { memo } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { FormLicence } from '../../../../core/model';
import { LICENCE_DESCRIPTION_MAX_LENGTH, truncate } from '../../../../core/rules';
import { errorText, FieldError } from '../../../../ui/fields';
import { Button } from '../../../../ui/semantic/Button';
import { visuallyHidden } from '../../../../ui/visuallyHidden';

export type MoveDirection = 'up' | 'down';

export interface LicenceRowProps {
  index: number;
  licence: FormLicence;
  /** The row's errors (messages by key, or one message). */
  errors: unknown;
  isFirst: boolean;
  isLast: boolean;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  onMove: (index: number, direction: MoveDirection, title: string) => void;
}

/** Every message of the row: its own, or those of its keys (title, link, id ...). */
const rowMessages = (errors: unknown): string[] => {
  const own = errorText(errors);
  if (own) return [own];
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors).flatMap((value) => errorText(value) ?? []);
};

/**
 * One licence of the list: its title (a link opening in a new tab when it has one), its
 * description shortened, and its buttons. Memoised: the list hands it the same licence object
 * until that licence changes, so typing elsewhere in the form does not re-render it.
 */
export const LicenceRow = memo(
  ({ index, licence, errors, isFirst, isLast, onEdit, onRemove, onMove }: LicenceRowProps) => {
    const { t } = useTranslation();
    const title = licence.title || licence.id || '';
    const messages = rowMessages(errors);
    const named = { title };
    return (
      <li className="rdm-licence-row" data-row={index}>
        <div className="rdm-licence-text">
          <strong>
            {licence.link ? (
              <a href={licence.link} target="_blank" rel="noopener noreferrer">
                {title}
                <span style={visuallyHidden}> {t('(opens in a new tab)')}</span>
              </a>
            ) : (
              title
            )}
          </strong>
          {licence.description && (
            <p className="rdm-field-hint">
              {truncate(licence.description, LICENCE_DESCRIPTION_MAX_LENGTH)}
            </p>
          )}
          {messages.map((message) => (
            <FieldError key={message} message={message} pointing={false} />
          ))}
        </div>
        <div className="rdm-licence-actions">
          <Button
            type="button"
            basic
            icon="arrow up"
            data-action="up"
            aria-label={t('Move {{title}} up', named)}
            title={t('Move {{title}} up', named)}
            disabled={isFirst}
            onClick={() => onMove(index, 'up', title)}
          />
          <Button
            type="button"
            basic
            icon="arrow down"
            data-action="down"
            aria-label={t('Move {{title}} down', named)}
            title={t('Move {{title}} down', named)}
            disabled={isLast}
            onClick={() => onMove(index, 'down', title)}
          />
          {!licence.id && (
            <Button
              type="button"
              basic
              icon="pencil"
              data-action="edit"
              aria-label={t('Edit {{title}}', named)}
              title={t('Edit {{title}}', named)}
              onClick={() => onEdit(index)}
            />
          )}
          <Button
            type="button"
            basic
            icon="trash alternate outline"
            data-action="remove"
            aria-label={t('Remove {{title}}', named)}
            title={t('Remove {{title}}', named)}
            onClick={() => onRemove(index)}
          />
        </div>
      </li>
    );
  },
);
LicenceRow.displayName = 'LicenceRow';
