import type { DraftRecord } from '../../../src/core/model';
import { browserFor, completeMetadata, payload, type Browser } from '../records/helpers';

export { browserFor, type Browser };

/** Metadata complete enough to publish, files disabled. */
const publishable = (title: string, access: DraftRecord['access']) =>
  payload({ access, files: { enabled: false }, metadata: completeMetadata(title) });

/** A new draft of alice's (the owner in every sharing test). */
export const newDraft = async (owner: Browser, title = 'Shared draft') =>
  owner.drafts.create(publishable(title, { record: 'public', files: 'public' }));

/** A published record of the owner's, with the given access (default: public record, restricted files). */
export const publishedRecord = async (
  owner: Browser,
  access: DraftRecord['access'] = { record: 'public', files: 'restricted' },
  title = 'Shared record',
) => {
  const draft = await owner.drafts.create(publishable(title, access));
  return owner.drafts.publish(draft);
};
