import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { PrefillError, PrefillFailureKind } from '../../../core/prefill/types';
import { Button } from '../../../ui/semantic/Button';

/** Each failure in words; rate-limited ones with the wait when the service said it. */
const MESSAGES: Record<Exclude<PrefillFailureKind, 'rate-limited'>, string> = {
  unrecognised: 'This is not a DOI, arXiv, PubMed or ORCID work identifier.',
  'not-found': 'The identifier was not found.',
  timeout: 'The lookup took too long.',
  offline: 'The service could not be reached. Check your connection.',
  service: 'The service answered with an error.',
  unreadable:
    'The file is not BibTeX, RIS, CSL-JSON, CITATION.cff or codemeta.json, or it is damaged.',
  empty: 'No work was found.',
};

/** Failures that may pass: asking again can help. */
const PASSING: ReadonlySet<PrefillFailureKind> = new Set([
  'timeout',
  'rate-limited',
  'offline',
  'service',
]);

export interface PrefillFailureMessageProps {
  error: PrefillError;
  onRetry: () => void;
}

/** Why nothing was found, and Retry where asking again may help. */
export const PrefillFailureMessage = ({ error, onRetry }: PrefillFailureMessageProps) => {
  const { t } = useTranslation();
  const text =
    error.kind !== 'rate-limited'
      ? t(MESSAGES[error.kind])
      : error.retryAfterSeconds !== undefined
        ? t('The service is busy. Try again in {{count}} seconds.', {
            count: error.retryAfterSeconds,
          })
        : t('The service is busy. Try again later.');
  return (
    <div className="ui negative message rdm-prefill-failure">
      <p>{text}</p>
      {PASSING.has(error.kind) && (
        <Button type="button" size="small" icon="redo" content={t('Retry')} onClick={onRetry} />
      )}
    </div>
  );
};
