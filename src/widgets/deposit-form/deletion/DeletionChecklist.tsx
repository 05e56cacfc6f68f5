import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { DeletionChecklistRow } from '../../../core/model';
import type { ChecklistAnswer } from '../../../core/rules/recordDeletion';

export interface DeletionChecklistProps {
  rows: readonly DeletionChecklistRow[];
  answers: readonly ChecklistAnswer[];
  onAnswer: (index: number, answer: 'yes' | 'no') => void;
  /** What the radios' ids and names start with (useId of the dialog). */
  idPrefix: string;
  disabled: boolean;
}

/**
 * The instance's questions, each answered Yes or No in a row of a table, as InvenioRDM lays
 * them out. Each radio is named by its question and its column, so it is heard as
 * 'question, Yes' and the arrow keys go between the two of one row.
 */
export const DeletionChecklist = ({
  rows,
  answers,
  onAnswer,
  idPrefix,
  disabled,
}: DeletionChecklistProps) => {
  const { t } = useTranslation();
  const yesId = `${idPrefix}-yes`;
  const noId = `${idPrefix}-no`;
  return (
    <table className="ui very basic unstackable compact table rdm-deletion-checklist">
      <caption>{t('Record deletion checklist:')}</caption>
      <thead>
        <tr>
          <td />
          <th id={yesId} scope="col">
            {t('Yes')}
          </th>
          <th id={noId} scope="col">
            {t('No')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const questionId = `${idPrefix}-question-${index}`;
          const name = `${idPrefix}-answer-${index}`;
          return (
            <tr key={`${index}-${row.label}`}>
              <th id={questionId} scope="row">
                {row.label}
              </th>
              {(['yes', 'no'] as const).map((answer) => (
                <td key={answer}>
                  <input
                    type="radio"
                    name={name}
                    value={answer}
                    aria-labelledby={`${questionId} ${answer === 'yes' ? yesId : noId}`}
                    checked={answers[index] === answer}
                    disabled={disabled}
                    onChange={() => onAnswer(index, answer)}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
