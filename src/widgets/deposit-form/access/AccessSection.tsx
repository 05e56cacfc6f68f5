import type { ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { AccessLevel, Community, RecordAccess } from '../../../core/model';
import {
  canChoosePublicRecord,
  canRestrictRecord,
  chooseFilesAccess,
  chooseRecordAccess,
  isFilesOnlyToggleVisible,
} from '../../../core/rules';
import { useFormActions, useFormValue } from '../../../ui/fields';
import { AccessStateSummary } from './AccessStateSummary';
import { EmbargoFields } from './EmbargoFields';
import { FilesOnlyToggle } from './FilesOnlyToggle';
import { RecordAccessButtons } from './RecordAccessButtons';

export interface AccessSectionProps {
  /** The selected community, or null when none is chosen. */
  community: Pick<Community, 'access'> | null;
  /** Files the draft holds now (uploaded or uploading). */
  fileCount: number;
  isPublished: boolean;
  /** The record's creation time, where the restriction grace period starts. */
  created?: string;
  /** Config `recordRestrictionGracePeriod`, in days; no limit when absent. */
  gracePeriodDays?: number;
  /** Sharing the draft (the share-access widget's button), once the draft exists. */
  shareButton?: ReactNode;
}

/** Edits `values.access` of the deposit form (docs/behaviour.md#record-access). */
export const AccessSection = ({
  community,
  fileCount,
  isPublished,
  created,
  gracePeriodDays,
  shareButton,
}: AccessSectionProps) => {
  const { t } = useTranslation();
  const access = useFormValue<RecordAccess>('access');
  const metadataOnly = useFormValue<boolean | undefined>('files.enabled') === false;
  const { setFieldValue } = useFormActions();

  const setAccess = (next: RecordAccess) => {
    if (next !== access) setFieldValue('access', next);
  };
  const restrictAllowed = canRestrictRecord(
    { created, is_published: isPublished, access },
    gracePeriodDays,
    new Date(),
  );
  const filesToggleVisible = isFilesOnlyToggleVisible({
    access,
    community,
    hasFiles: !metadataOnly && fileCount > 0,
  });

  return (
    <section aria-label={t('Access')}>
      <RecordAccessButtons
        level={access.record}
        publicAllowed={canChoosePublicRecord(community)}
        restrictAllowed={restrictAllowed}
        onChoose={(level: AccessLevel) => setAccess(chooseRecordAccess(access, level, community))}
      />
      {filesToggleVisible && (
        <FilesOnlyToggle
          filesLevel={access.files}
          onChange={(level) => setAccess(chooseFilesAccess(access, level))}
        />
      )}
      <EmbargoFields community={community} />
      <AccessStateSummary access={access} community={community} metadataOnly={metadataOnly} />
      {shareButton}
    </section>
  );
};
