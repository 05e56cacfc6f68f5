import type { Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import { nextCounter, type Db } from '../db/database';
import { notFound, validationError } from '../http/errors';
import { draftFor } from './access';
import { without, type DraftRow } from './model';
import { findDraft, findRecord, updateDraft } from './store';
import { MANAGED_DOI_PREFIX } from './validation';

/**
 * A new demo DOI, `10.1234/rdm-demo.<n>`: reserved now, registered on publish
 * (docs/reference-server.md#how-it-answers).
 */
export const mintDoi = (db: Db) => ({
  identifier: `${MANAGED_DOI_PREFIX}${nextCounter(db, 'doi')}`,
  provider: 'datacite',
  client: 'datacite',
});

export const reserveDoi = (ctx: ServerContext, identity: Identity, id: string): DraftRow => {
  const { draft } = draftFor(ctx.db, identity, id, 'review');
  if (draft.doc.pids.doi) {
    throw validationError([{ field: 'pids.doi', messages: ['A PID already exists for type doi'] }]);
  }
  updateDraft(ctx.db, id, { ...draft.doc, pids: { ...draft.doc.pids, doi: mintDoi(ctx.db) } });
  return findDraft(ctx.db, id) as DraftRow;
};

export const discardDoi = (ctx: ServerContext, identity: Identity, id: string): DraftRow => {
  const { draft } = draftFor(ctx.db, identity, id, 'review');
  const doi = draft.doc.pids.doi;
  if (!doi) throw notFound();
  const registered = findRecord(ctx.db, id)?.doc.pids.doi?.identifier === doi.identifier;
  if (registered && doi.provider !== 'external') {
    throw validationError([
      {
        field: 'pids.doi',
        messages: ['Cannot discard a reserved or registered persistent identifier.'],
      },
    ]);
  }
  updateDraft(ctx.db, id, { ...draft.doc, pids: without(draft.doc.pids, 'doi') });
  return findDraft(ctx.db, id) as DraftRow;
};
