import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';

/** The reason a confirmation cannot go yet, and the summary's headline. */
export const CHECK_EVERY_BOX = 'Check every box first.';

export interface UntickedBox {
  /** The input's id. */
  id: string;
  label: ReactNode;
}

export interface TickSummaryProps {
  unticked: readonly UntickedBox[];
  /** Each try to go on counts: the summary takes focus each time, so it is heard again. */
  attempts: number;
}

/**
 * What a try to confirm with boxes unticked left to do: a link to each, which puts focus on
 * the box. Nothing is shown before the first try, nor once every box is ticked.
 */
export const TickSummary = ({ unticked, attempts }: TickSummaryProps) => {
  const { t } = useTranslation();
  const summary = useRef<HTMLDivElement>(null);
  const shown = attempts > 0 && unticked.length > 0;
  useEffect(() => {
    if (attempts > 0) summary.current?.focus();
  }, [attempts]);
  if (!shown) return null;
  return (
    <div ref={summary} tabIndex={-1} role="alert" className="ui negative message">
      <p>
        <strong>{t(CHECK_EVERY_BOX)}</strong>
      </p>
      <ul className="list">
        {unticked.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(id)?.focus();
              }}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
