import { useId } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { CheckSeverity, CurationCheck } from '../../core/rules/curationChecks';
import { labelForErrorPath } from '../../core/serializer/errorFieldLabels';

export interface CurationChecksPanelProps {
  checks: readonly CurationCheck[];
}

const SEVERITY_LABELS: Record<CheckSeverity, string> = {
  error: 'Must be fixed',
  warning: 'Recommended',
  info: 'Suggestion',
};

/** InvenioRDM's icons for a check's severity; each finding takes its severity's colour. */
const SEVERITY_ICONS: Record<CheckSeverity, string> = {
  error: 'times circle',
  warning: 'exclamation triangle',
  info: 'info circle',
};

/**
 * What the community's curation checks found on the saved draft, each with the community's
 * explanation, on a neutral panel: errors in red, recommendations in orange, suggestions in
 * blue, as InvenioRDM shows them. Advice (warning, info) never stops publish or submit; errors
 * do, and also show at their fields and in the banner. Texts are shown as text, never as HTML.
 * The live region stays in the page so that checks appearing after a save are announced.
 */
export const CurationChecksPanel = ({ checks }: CurationChecksPanelProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const blocking = checks.some((check) => check.severity === 'error');
  return (
    <div aria-live="polite" className="rdm-curation-checks">
      {checks.length > 0 && (
        <section aria-labelledby={headingId} data-state={blocking ? 'blocking' : 'advisory'}>
          <Message>
            <Message.Header as="h2" id={headingId}>
              {t('Community checks')}
            </Message.Header>
            <p>
              {blocking
                ? t('Fix what must be fixed before you publish or submit for review.')
                : t('These checks do not stop you from publishing or submitting for review.')}
            </p>
            <ul>
              {checks.map((check) => (
                <li key={JSON.stringify(check)} data-severity={check.severity}>
                  <strong>
                    <i className={`${SEVERITY_ICONS[check.severity]} icon`} aria-hidden="true" />
                    {t(SEVERITY_LABELS[check.severity])}
                  </strong>
                  {check.field && <> · {t(labelForErrorPath(check.field))}</>}
                  {check.messages.length > 0 && <>: {check.messages.join(' ')}</>}
                  {check.description && (
                    <p className="rdm-check-description">{check.description}</p>
                  )}
                </li>
              ))}
            </ul>
          </Message>
        </section>
      )}
    </div>
  );
};
