import { useTranslation } from './i18n/useTranslation';
import { Button } from './semantic/Button';

export interface LazyPartFailureProps {
  onRetry: () => void;
  /** Already translated; by default, that a dialog could not be loaded. */
  message?: string;
  /** Retrying where the message stays until the part shows: the button spins, keeping the focus. */
  busy?: boolean;
}

/**
 * In the place of a part whose code could not be loaded (the network failed): says so, with
 * Retry. Whatever the form holds stays as it is.
 */
export const LazyPartFailure = ({ onRetry, message, busy = false }: LazyPartFailureProps) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="ui small negative message rdm-lazy-failure">
      <p>{message ?? t('This dialog could not be loaded. Check your connection and retry.')}</p>
      <Button
        type="button"
        size="small"
        content={t('Retry')}
        loading={busy}
        aria-busy={busy || undefined}
        onClick={() => !busy && onRetry()}
      />
    </div>
  );
};
