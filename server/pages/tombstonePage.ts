import type { ServerContext } from '../context';
import { loadParentOf } from '../parentStore';
import type { Tombstone } from '../records/model';
import { findRecord } from '../records/store';
import {
  deletionPeriodDays,
  removalReasonTitle,
  TOMBSTONE_DESCRIPTION,
} from '../requests/recordDeletion';
import { html, type SafeHtml } from './html';

/** The tombstone page's title. */
export const TOMBSTONE_TITLE = 'Record deleted';

/** Who removed the record, as the tombstone page names them (never by name). */
const removedBy = (ctx: ServerContext, id: string, tombstone: Tombstone): string => {
  const remover = tombstone.removed_by.user;
  if (remover === 'system') return 'The repository';
  return remover === loadParentOf(ctx.db, id)?.access.owned_by.user
    ? 'Its owner'
    : 'An administrator';
};

const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' });

const fact = (term: string, value: SafeHtml | string): SafeHtml =>
  html`<dt>${term}</dt>
    <dd>${value}</dd>`;

/**
 * What a deleted record's page shows in place of the record, as InvenioRDM's tombstone page
 * (410): that it was removed and what is kept, why, by whom, under which policy, when, how to
 * cite it and its DOI. No files, no metadata beyond that. Null when the record is not deleted.
 */
export const tombstoneMain = (ctx: ServerContext, id: string): SafeHtml | null => {
  const record = findRecord(ctx.db, id);
  const tombstone = record?.tombstone;
  if (!record || !tombstone) return null;
  const reason = tombstone.removal_reason.id;
  const doi = record.doc.pids.doi?.identifier;
  const days = String(deletionPeriodDays(ctx.options));
  return html`<section class="demo-tombstone" aria-labelledby="tombstone-heading">
    <h1 class="ui header" id="tombstone-heading">${TOMBSTONE_TITLE}</h1>
    <p>
      This record was removed from the repository. Its description is kept, so that citations of it
      still lead somewhere.
    </p>
    <dl class="demo-record-facts">
      ${fact('Reason', removalReasonTitle(ctx, reason, 'en'))}
      ${fact('Removed by', removedBy(ctx, id, tombstone))}
      ${tombstone.deletion_policy ? fact('Deletion policy', TOMBSTONE_DESCRIPTION.replace('{days}', days)) : null}
      ${tombstone.note ? fact('Note', tombstone.note) : null}
      ${fact('Removed on', html`<time datetime="${tombstone.removal_date}">${longDate(tombstone.removal_date)}</time>`)}
      ${
        // As InvenioRDM, spam is not worth a citation.
        reason !== 'spam' && tombstone.citation_text
          ? fact('Citation', tombstone.citation_text)
          : null
      }
      ${doi ? fact('DOI', html`<a href="https://doi.org/${doi}">${doi}</a>`) : null}
    </dl>
  </section>`;
};
