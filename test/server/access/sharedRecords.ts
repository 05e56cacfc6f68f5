import type { DraftRecord } from '../../../src/core/model';
import {
  browserFor,
  completeMetadata,
  payload,
  uploadFile,
  type Browser,
} from '../records/helpers';

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

/**
 * A published record of the owner's with a restricted file, taking access requests from
 * users and guests: its id.
 */
export const requestableRecord = async (owner: Browser, title: string): Promise<string> => {
  const draft = await owner.drafts.create(
    payload({
      access: { record: 'public', files: 'restricted' },
      metadata: completeMetadata(title),
    }),
  );
  await uploadFile(owner, draft, 'data.csv', 'a,b\n1,2\n');
  const record = await owner.drafts.publish(draft);
  const links = record.links as { access: string };
  await owner.raw.put(links.access, {
    allow_user_requests: true,
    allow_guest_requests: true,
    secret_link_expiration: 0,
  });
  return record.id as string;
};
