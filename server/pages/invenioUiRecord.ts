import type { DraftRecord } from '../../src/core/model';
import { htmlAsText } from '../htmlText';
import { localized } from '../vocabularies/store';

type AccessStatus = 'open' | 'embargoed' | 'restricted' | 'metadata-only';

/** invenio-rdm-records' UIAccessStatus: the words and looks of each access status. */
const ACCESS_STATUS_UI: Record<AccessStatus, { title: string; icon: string; message: string }> = {
  open: { title: 'Open', icon: 'unlock', message: '' },
  embargoed: { title: 'Embargoed', icon: 'outline clock', message: 'warning' },
  restricted: { title: 'Restricted', icon: 'ban', message: 'negative' },
  'metadata-only': { title: 'Metadata-only', icon: 'tag', message: '' },
};

/** A full ISO date in English words (`long`: March 14, 2025); a partial EDTF date as it is. */
const dateL10n = (date: string | undefined | null, month: 'long' | 'short') => {
  if (!date) return null;
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) return date;
  return new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month,
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(date.slice(0, 10)));
};

/** UIObjectAccessStatus.description: what the status means for this record and its files. */
const accessDescription = (
  record: DraftRecord,
  status: AccessStatus,
  embargoDate: string | null,
) => {
  if (status === 'open') return 'The record and files are publicly accessible.';
  if (status === 'metadata-only') return 'No files are available for this record.';
  const restrictedRecord = record.access.record === 'restricted';
  const what = record.files?.enabled ? 'The record and files' : 'The record';
  if (status === 'embargoed') {
    return `${restrictedRecord ? what : 'The files'} will be made publicly available on ${embargoDate}.`;
  }
  return restrictedRecord
    ? `${what} ${record.files?.enabled ? 'are' : 'is'} restricted to users with access.`
    : 'The record is publicly accessible, but files are restricted to users with access.';
};

const accessStatusUi = (record: DraftRecord) => {
  const status = ((record.access as { status?: string }).status ?? 'open') as AccessStatus;
  const looks = ACCESS_STATUS_UI[status] ?? ACCESS_STATUS_UI.open;
  const embargoDate = dateL10n(record.access.embargo?.until, 'long');
  return {
    id: status,
    title_l10n: looks.title,
    description_l10n: accessDescription(record, status, embargoDate),
    icon: looks.icon,
    embargo_date_l10n: embargoDate,
    message_class: looks.message,
  };
};

/**
 * A record as invenio-rdm-records' UIJSONSerializer dumps it for the pages: the API JSON plus
 * `ui`, with the fields a page's scripts read (access status, resource type, dates, version,
 * plain description); the rest of `ui` (creatibutors, funding ...) is left out.
 */
export const uiSerialized = (record: DraftRecord) => {
  const { metadata } = record;
  const resourceType = metadata.resource_type as { id?: string; title?: unknown } | undefined;
  return {
    ...record,
    ui: {
      publication_date_l10n_medium: dateL10n(metadata.publication_date, 'short'),
      publication_date_l10n_long: dateL10n(metadata.publication_date, 'long'),
      created_date_l10n_long: dateL10n(record.created, 'long'),
      updated_date_l10n_long: dateL10n(record.updated, 'long'),
      ...(resourceType?.id
        ? {
            resource_type: { id: resourceType.id, title_l10n: localized(resourceType.title, 'en') },
          }
        : {}),
      access_status: accessStatusUi(record),
      description_stripped: htmlAsText(metadata.description ?? '').trim(),
      version: metadata.version || `v${record.versions?.index ?? 1}`,
      is_draft: record.is_draft,
    },
  };
};
