import { useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import { Button } from '../../ui/semantic/Button';

export interface ImportBannerProps {
  onImportFiles: () => Promise<void>;
}

type ImportState = 'idle' | 'importing' | 'failed' | 'done';

/** Offered on a new-version draft without files: copy the previous version's files. */
export const ImportBanner = ({ onImportFiles }: ImportBannerProps) => {
  const { t } = useTranslation();
  const [state, setState] = useState<ImportState>('idle');
  if (state === 'done') return null;

  const importFiles = () => {
    setState('importing');
    onImportFiles().then(
      () => setState('done'),
      () => setState('failed'),
    );
  };

  return (
    <>
      <Message data-state={state}>
        <p>{t('You can import files from the previous version.')}</p>
        <Button
          type="button"
          size="small"
          icon="sync"
          content={t('Import files')}
          loading={state === 'importing'}
          disabled={state === 'importing'}
          onClick={importFiles}
        />
      </Message>
      {state === 'failed' && (
        <Message negative role="alert">
          {t(
            'Files import from the previous version failed. Please try again. If the problem persists, contact user support.',
          )}
        </Message>
      )}
    </>
  );
};
