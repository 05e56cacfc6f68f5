import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Icon, type SemanticICONS } from 'semantic-ui-react';
import type { Community, RecordAccess } from '../../../core/model';
import { describeAccess, formatDay, type AccessStateId } from '../../../core/rules';

export interface AccessStateSummaryProps {
  access: RecordAccess;
  community: Pick<Community, 'access'> | null | undefined;
  metadataOnly: boolean;
}

const EXPLANATIONS: Readonly<Record<AccessStateId, string>> = {
  public: 'Anyone can see the record and its files.',
  'embargoed-full':
    'The record and its files stay restricted until the embargo ends, then they become public.',
  restricted: 'Only people given access can see the record and its files.',
  'public-restricted-files':
    'Anyone can see the record; only people given access can see its files.',
  'embargoed-files': 'Anyone can see the record; its files stay restricted until the embargo ends.',
};

const ICONS: Readonly<Record<AccessStateId, SemanticICONS>> = {
  public: 'lock open',
  'embargoed-full': 'clock outline',
  restricted: 'lock',
  'public-restricted-files': 'lock',
  'embargoed-files': 'clock outline',
};

/** What the chosen access means, in words; a status region, so changes are announced. */
export const AccessStateSummary = ({
  access,
  community,
  metadataOnly,
}: AccessStateSummaryProps) => {
  const { t, i18n } = useTranslation();
  const display = describeAccess({ access, community, metadataOnly });
  const { embargoUntil, liftedEmbargo } = display;
  return (
    <div role="status" className="ui segment" data-state={display.id}>
      <p>
        <Icon name={ICONS[display.id]} />
        <strong>{t(display.label)}</strong>
      </p>
      <p>{t(EXPLANATIONS[display.id])}</p>
      {embargoUntil && (
        <p>{t('Embargoed until {{date}}.', { date: formatDay(embargoUntil, i18n.language) })}</p>
      )}
      {liftedEmbargo && (
        <p data-state="embargo-lifted">
          {t('The embargo is lifted (it was set to end on {{date}}).', {
            date: formatDay(liftedEmbargo.until, i18n.language),
          })}
          {liftedEmbargo.reason && (
            <> {t('Reason given: {{reason}}', { reason: liftedEmbargo.reason })}</>
          )}
        </p>
      )}
    </div>
  );
};
