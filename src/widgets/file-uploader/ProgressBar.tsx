import { useTranslation } from 'react-i18next';

export interface ProgressBarProps {
  /** The file whose upload this shows, for its accessible name. */
  name: string;
  percent: number;
  done: boolean;
}

/** A fomantic-styled progress bar that assistive technology reads as one. */
export const ProgressBar = ({ name, percent, done }: ProgressBarProps) => {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.floor(percent)));
  return (
    <div
      className={`ui small ${done ? 'success ' : ''}progress`}
      role="progressbar"
      aria-label={t('Upload progress of {{name}}', { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-percent={value}
      // Repaints of a moving bar stay inside the bar.
      style={{ contain: 'layout paint' }}
    >
      {/* No width animation: with updates every 100 ms it only costs frames that slow uploads. */}
      <div className="bar" style={{ width: `${value}%`, transition: 'none' }} />
      <div className="label">{t('{{percent}} %', { percent: value })}</div>
    </div>
  );
};
