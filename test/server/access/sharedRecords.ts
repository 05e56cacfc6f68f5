import { AccessApiClient, DraftsApiClient } from '../../../src/core/api';
import type { DraftPayload } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import { BrowserSession } from '../support/browserSession';
import type { TestServer } from '../support/testServer';

/** A logged-in browser (or an anonymous one for `null`) with the sharing and drafts clients. */
export const browserFor = async (server: TestServer, username: string | null) => {
  const session = new BrowserSession(server.url);
  if (username) await session.login(username);
  else await session.visit('/');
  return {
    session,
    access: new AccessApiClient(session.http(), { apiBase: server.api }),
    drafts: new DraftsApiClient(session.http(), { createUrl: `${server.api}/records` }),
    /** Raw calls (error paths, endpoints without a client method); never throws on status. */
    http: () => {
      const http = session.http();
      http.defaults.validateStatus = () => true;
      return http;
    },
  };
};

/** Metadata complete enough to publish, files disabled. */
const publishable = (title: string, access: DraftRecord['access']) =>
  ({
    access,
    files: { enabled: false },
    metadata: {
      resource_type: { id: 'dataset' },
      title,
      publication_date: '2024-05-01',
      creators: [
        {
          person_or_org: { type: 'personal', family_name: 'Archer', given_name: 'Alice' },
        },
      ],
    },
  }) as unknown as DraftPayload;

/** A new draft of alice's (the owner in every sharing test). */
export const newDraft = async (
  owner: Awaited<ReturnType<typeof browserFor>>,
  title = 'Shared draft',
) => owner.drafts.create(publishable(title, { record: 'public', files: 'public' }));

/** A published record of the owner's, with the given access (default: public record, restricted files). */
export const publishedRecord = async (
  owner: Awaited<ReturnType<typeof browserFor>>,
  access: DraftRecord['access'] = { record: 'public', files: 'restricted' },
  title = 'Shared record',
) => {
  const draft = await owner.drafts.create(publishable(title, access));
  return owner.drafts.publish(draft);
};
