import { useTranslation } from '../i18n/useTranslation';
import type { InputProblem } from '../../core/config';

export interface WidgetProblemProps {
  problems: InputProblem[];
}

/** Shown in place of a widget whose injected settings cannot be used. */
export const WidgetProblem = ({ problems }: WidgetProblemProps) => {
  const { t } = useTranslation();
  return (
    <div className="ui negative message" role="alert" data-state="mount-error">
      <div className="header">{t('This widget could not be loaded')}</div>
      <p>{t('The page gave it settings it cannot use:')}</p>
      <ul className="list">
        {problems.map((problem) => (
          <li key={`${problem.field}: ${problem.message}`}>
            <code>{problem.field}</code> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
};
