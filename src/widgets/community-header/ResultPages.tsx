import { useTranslation } from '../../ui/i18n/useTranslation';
import { Button } from '../../ui/semantic/Button';

export interface ResultPagesProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous and next page of the results, with where the user is; hidden for a single page. */
export const ResultPages = ({ page, pageCount, onPageChange }: ResultPagesProps) => {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('Result pages')} className="community-result-pages">
      <Button
        type="button"
        size="small"
        icon="angle left"
        aria-label={t('Previous page')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      <span>{t('Page {{page}} of {{pageCount}}', { page, pageCount })}</span>{' '}
      <Button
        type="button"
        size="small"
        icon="angle right"
        aria-label={t('Next page')}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      />
    </nav>
  );
};
