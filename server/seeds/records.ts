import { Readable } from 'node:stream';
import type { Identity } from '../auth/identity';
import { findUserByUsername } from '../auth/users';
import { findCommunity } from '../communities/store';
import type { ServerContext } from '../context';
import type { StoredContent } from '../files/contentStorage';
import { addCommittedFile } from '../files/service';
import { loadParentOf, saveParent } from '../parentStore';
import { createDraft, saveDraft } from '../records/lifecycle';
import { createNewVersion, publishDraft } from '../records/publish';
import { isoWithOffset } from '../ids';
import { findDraft, setRecordCreated } from '../records/store';
import { runAction } from '../requests/actions';
import { putReview, submitReview } from '../requests/reviews';

const person = (family: string, given: string, orcid?: string, affiliation?: string) => ({
  person_or_org: {
    type: 'personal',
    family_name: family,
    given_name: given,
    ...(orcid ? { identifiers: [{ scheme: 'orcid', identifier: orcid }] } : {}),
  },
  ...(affiliation ? { affiliations: [{ name: affiliation }] } : {}),
});

const metadata = (fields: Record<string, unknown>) => ({
  publisher: 'RDM Widgets Demo',
  languages: [{ id: 'eng' }],
  rights: [{ id: 'cc-by-4.0' }],
  ...fields,
});

const csv = (rows: string[]) => Buffer.from(`${rows.join('\n')}\n`);

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\n`);

const SURVEY = 'Open peer review practices in ecology: a survey';

/**
 * How long before the first start the demo's older record was published: past the deletion
 * period (30 days by default), so its owner asks for its deletion instead.
 */
const OLDER_RECORD_AGE_MS = 90 * 24 * 60 * 60 * 1000;
const SOIL_CARBON = 'Reproducibility of soil carbon measurements';

/** The contents of the demo's files, by key. */
const seedFiles = (): [string, Buffer][] => [
  ['trees.csv', csv(['id,species,dbh_cm', '1,Tilia cordata,42'])],
  [
    'README.txt',
    Buffer.from('Street trees of Gothenburg: one row per tree; dbh_cm is the trunk diameter.\n'),
  ],
  ['survey.pdf', pdf(SURVEY)],
  ['soil-carbon.pdf', pdf(SOIL_CARBON)],
  ['transcripts.csv', csv(['id,harbour,minutes', '1,Simrishamn,54'])],
  ['kristineberg-sst.csv', csv(['date,sst_celsius', '1877-06-01,14.2'])],
  ['tidewatch-1.0.0.zip', Buffer.from('tidewatch 1.0.0 source')],
  ['tidewatch-1.1.0.zip', Buffer.from('tidewatch 1.1.0 source')],
];

/** The demo's stored contents by file key, for {@link seedRecords}. */
export type SeedContents = Map<string, StoredContent>;

/**
 * Stores the demo's file contents. Done before the records' transaction, which cannot wait
 * for a storage; if seeding then fails, they stay unused (a first start only).
 */
export const storeSeedContents = async (ctx: ServerContext): Promise<SeedContents> =>
  new Map(
    await Promise.all(
      seedFiles().map(
        async ([key, bytes]) => [key, await ctx.contents.store(Readable.from([bytes]))] as const,
      ),
    ),
  );

/** What the demo shows: alice's uploads in every status (docs/behaviour.md#record-statuses). */
export const seedRecords = (ctx: ServerContext, contents: SeedContents): void => {
  const alice = findUserByUsername(ctx.db, 'alice');
  const carol = findUserByUsername(ctx.db, 'carol');
  if (!alice) return;
  const asAlice: Identity = { sessionId: '', user: alice, linkIds: [] };
  const asCarol: Identity = { sessionId: '', user: carol, linkIds: [] };
  const addFile = (draftId: string, key: string) => {
    const stored = contents.get(key);
    if (!stored) throw new Error(`The demo has no content for ${key}.`);
    addCommittedFile(ctx, draftId, key, stored);
  };
  const draftOf = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    createDraft(ctx, asAlice, { metadata: metadata(fields), ...extra }).draft.id;

  // A draft, never published.
  draftOf({
    resource_type: { id: 'publication-article' },
    title: 'Coastal erosion along the Baltic shore, 1990-2020 (draft)',
    creators: [person('Andersson', 'Alice', '0000-0002-1825-0097', 'University of Gothenburg')],
    description: '<p>A first look at three decades of shoreline surveys.</p>',
  });

  // A published record with one file.
  const published = draftOf({
    resource_type: { id: 'dataset' },
    title: 'Urban tree inventory of Gothenburg, 2024',
    publication_date: '2024-09-12',
    creators: [
      person('Andersson', 'Alice', '0000-0002-1825-0097', 'University of Gothenburg'),
      person('Lindqvist', 'Erik'),
    ],
    description: '<p>Species, trunk diameter and location of 12,000 street trees.</p>',
    version: 'v1.0',
  });
  addFile(published, 'trees.csv');
  addFile(published, 'README.txt');
  publishDraft(ctx, asAlice, published, { system: true });

  // Submitted to open-science, in review; and another one declined by its curator.
  const openScience = findCommunity(ctx.db, 'open-science');
  const submitted = (title: string, key: string) => {
    const id = draftOf({
      resource_type: { id: 'publication-preprint' },
      title,
      publication_date: '2025-03-01',
      creators: [person('Andersson', 'Alice', '0000-0002-1825-0097')],
    });
    addFile(id, key);
    if (!openScience) return null;
    putReview(ctx, asAlice, id, {
      type: 'community-submission',
      receiver: { community: openScience.id },
    });
    return submitReview(ctx, asAlice, id, {
      payload: { content: '<p>Please consider this preprint.</p>', format: 'html' },
    }).request;
  };
  submitted(SURVEY, 'survey.pdf');
  const declined = submitted(SOIL_CARBON, 'soil-carbon.pdf');
  if (declined && carol) {
    const content = '<p>Out of scope for this community, sorry.</p>';
    runAction(
      ctx,
      asCarol,
      declined,
      'decline',
      { payload: { content, format: 'html' } },
      (r) => r,
    );
  }

  // A published record whose files are restricted; its owner takes access requests from users
  // and guests, on conditions, and a guest's link works for 30 days.
  const restricted = draftOf(
    {
      resource_type: { id: 'dataset' },
      title: 'Interviews with Baltic fishers, 2023 (restricted files)',
      publication_date: '2024-06-03',
      creators: [person('Andersson', 'Alice', '0000-0002-1825-0097', 'University of Gothenburg')],
      description: '<p>Transcripts of 40 interviews, shared on request for research use.</p>',
    },
    { access: { record: 'public', files: 'restricted' } },
  );
  addFile(restricted, 'transcripts.csv');
  publishDraft(ctx, asAlice, restricted, { system: true });
  const restrictedParent = loadParentOf(ctx.db, restricted);
  if (restrictedParent) {
    saveParent(ctx.db, {
      ...restrictedParent,
      access: {
        ...restrictedParent.access,
        settings: {
          allow_user_requests: true,
          allow_guest_requests: true,
          accept_conditions_text:
            '<p>The transcripts may be used for <strong>non-commercial research</strong> only and must not be shared further.</p>',
          secret_link_expiration: 30,
        },
      },
    });
  }

  // A published record past the deletion period: deleting it takes an administrator's consent.
  const older = draftOf({
    resource_type: { id: 'dataset' },
    title: 'Sea surface temperature at Kristineberg, 1877-2023',
    publication_date: '2023-11-02',
    creators: [person('Andersson', 'Alice', '0000-0002-1825-0097', 'University of Gothenburg')],
    description: '<p>Daily readings of the Kristineberg marine station, from its logbooks.</p>',
  });
  addFile(older, 'kristineberg-sst.csv');
  publishDraft(ctx, asAlice, older, { system: true });
  setRecordCreated(ctx.db, older, isoWithOffset(new Date(Date.now() - OLDER_RECORD_AGE_MS)));

  // A published record with two versions, each with its own file.
  const first = draftOf({
    resource_type: { id: 'software' },
    title: 'tidewatch: tide gauge quality control toolkit',
    publication_date: '2024-01-15',
    creators: [
      person('Andersson', 'Alice', '0000-0002-1825-0097'),
      person('Okafor', 'Chidi', undefined, 'Chalmers University of Technology'),
    ],
    version: 'v1.0.0',
  });
  addFile(first, 'tidewatch-1.0.0.zip');
  publishDraft(ctx, asAlice, first, { system: true });
  const second = createNewVersion(ctx, asAlice, first).id;
  const secondDraft = findDraft(ctx.db, second);
  if (!secondDraft) return;
  saveDraft(ctx, asAlice, second, {
    ...secondDraft.doc,
    metadata: { ...secondDraft.doc.metadata, publication_date: '2025-02-20', version: 'v1.1.0' },
  });
  addFile(second, 'tidewatch-1.1.0.zip');
  publishDraft(ctx, asAlice, second, { system: true });
};
