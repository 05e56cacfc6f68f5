import { useTranslation } from 'react-i18next';
import { Button } from './semantic/Button';

/**
 * In the place of a dialog whose code could not be loaded (the network failed): says so, with
 * Retry. Whatever the form holds stays as it is.
 */
export const LazyPartFailure = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="ui small negative message rdm-lazy-failure">
      <p>{t('This dialog could not be loaded. Check your connection and retry.')}</p>
      <Button type="button" size="small" content={t('Retry')} onClick={onRetry} />
    </div>
  );
};
