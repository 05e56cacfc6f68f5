import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { FormGroup, Message } from 'semantic-ui-react';
import {
  resolveConflicts,
  type ConflictChoice,
  type FieldConflict,
} from '../../core/editor/mergeDraft';
import type { EditorRecord } from '../../core/model';
import { labelForErrorPath } from '../../core/serializer/errorFieldLabels';
import { isPlainObject } from '../../core/serializer/jsonReaders';
import { Button } from '../../ui/semantic/Button';
import { FormField } from '../../ui/semantic/Form';

export interface ConflictPanelProps {
  conflicts: readonly FieldConflict[];
  submitting: boolean;
  /** Saves the form values with the user's choices applied by `choose`. */
  onSave: (choose: (values: EditorRecord) => EditorRecord) => void;
}

/** A value as a line of text: HTML loses its tags, lists and objects their punctuation. */
const describe = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string')
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (typeof value !== 'object') return String(value);
  const parts = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : [];
  return parts
    .map(describe)
    .filter((part) => part !== '')
    .join(Array.isArray(value) ? '; ' : ', ');
};

/**
 * The values this form and a save made elsewhere both changed: each with both versions and
 * the user's choice. Nothing is saved until the user saves with their choices; their own
 * version is the default, so a slip of the hand never discards what they typed.
 */
export const ConflictPanel = ({ conflicts, submitting, onSave }: ConflictPanelProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const fieldsId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  useEffect(() => panel.current?.focus(), [conflicts]);
  const shown = (value: unknown) => describe(value) || t('(empty)');

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-labelledby={headingId}
      data-state="conflict"
      className="rdm-conflict-panel"
    >
      <Message warning>
        <Message.Header id={headingId}>{t('Changed here and elsewhere')}</Message.Header>
        {conflicts.map(({ path, local, remote }) => {
          const label = t(labelForErrorPath(path));
          const choice = choices[path] ?? 'local';
          const choose = (next: ConflictChoice) => setChoices({ ...choices, [path]: next });
          return (
            <FormGroup as="fieldset" grouped key={path} className="rdm-conflict" data-path={path}>
              <legend>{label}</legend>
              {(['local', 'remote'] as const).map((side) => (
                <FormField key={side}>
                  {/* The radio inside its label: on one line, named by the text after it. */}
                  <label className="rdm-conflict-choice">
                    <input
                      type="radio"
                      name={`${fieldsId}-${path}`}
                      checked={choice === side}
                      onChange={() => choose(side)}
                    />{' '}
                    {side === 'local'
                      ? t('Keep mine: {{value}}', { value: shown(local) })
                      : t('Take theirs: {{value}}', { value: shown(remote) })}
                  </label>
                </FormField>
              ))}
            </FormGroup>
          );
        })}
        <Button
          type="button"
          disabled={submitting}
          loading={submitting}
          content={t('Save with these choices')}
          onClick={() => onSave((values) => resolveConflicts(values, conflicts, choices))}
        />
      </Message>
    </div>
  );
};
