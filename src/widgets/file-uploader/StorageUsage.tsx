import type { Translate } from '../../ui/i18n/builtInEnglish';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Icon, Message } from 'semantic-ui-react';

/** How full the draft's storage is: a warning from 90 % of the limit, an error past it. */
export type StorageLevel = 'ok' | 'near' | 'over';

const NEAR_SHARE = 0.9;

export const storageLevelOf = (bytes: number, maxStorage: number): StorageLevel =>
  bytes > maxStorage ? 'over' : bytes >= maxStorage * NEAR_SHARE ? 'near' : 'ok';

/** What a full storage asks of the user; the live region says the same. */
export const storageWarning = (t: Translate, level: StorageLevel): string | undefined =>
  level === 'over'
    ? t('Storage is over its limit. Delete files until they fit: no file can be added until then.')
    : level === 'near'
      ? t('Storage is almost full. Delete files you do not need to make room for more.')
      : undefined;

export interface StorageUsageProps {
  level: StorageLevel;
  /** 'Files: 2 of 40. Storage: 9.5 GB of 10 GB.' */
  usage: string;
}

/** The files and bytes used; near or over the limit, a warning saying what to do. */
export const StorageUsage = ({ level, usage }: StorageUsageProps) => {
  const { t } = useTranslation();
  const warning = storageWarning(t, level);
  if (!warning) {
    return (
      <p className="ui small text" data-level={level}>
        {usage}
      </p>
    );
  }
  return (
    <Message
      icon
      size="small"
      warning={level === 'near'}
      negative={level === 'over'}
      data-level={level}
    >
      <Icon name={level === 'over' ? 'exclamation circle' : 'warning sign'} />
      <Message.Content>
        <p>{usage}</p>
        <p>{warning}</p>
      </Message.Content>
    </Message>
  );
};
