import { useTranslation } from '../../ui/i18n/useTranslation';

export interface ProgressBarProps {
  /** The file whose upload this shows, for its accessible name. */
  name: string;
  percent: number;
  done: boolean;
}

/**
 * A fomantic-styled progress bar that assistive technology reads as one. The percentage sits
 * beside the bar rather than under it (Fomantic's label), so the bar lines up with its row.
 */
export const ProgressBar = ({ name, percent, done }: ProgressBarProps) => {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.floor(percent)));
  return (
    <div
      className="rdm-upload-progress"
      role="progressbar"
      aria-label={t('Upload progress of {{name}}', { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      // Repaints of a moving bar stay inside the bar.
      style={{ contain: 'layout paint' }}
    >
      <div className={`ui small ${done ? 'success ' : ''}progress`} data-percent={value}>
        {/* No width animation: with updates every 100 ms it only costs frames that slow uploads. */}
        <div className="bar" style={{ width: `${value}%`, transition: 'none' }} />
      </div>
      <span className="rdm-upload-percent">{t('{{percent}} %', { percent: value })}</span>
    </div>
  );
};
