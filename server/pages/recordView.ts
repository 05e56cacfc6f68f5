import type { DraftRecord } from '../../src/core/model';
import { htmlAsText } from '../htmlText';
import { html, type SafeHtml } from './html';

type Shown = DraftRecord;

/** Rich text as plain text (comments, messages): nothing in it becomes markup. */
export const plainText = (htmlText: string | undefined): string =>
  htmlAsText(htmlText ?? '').replace(/\s+/g, ' ');

interface FileEntryLike {
  key: string;
  size?: number | null;
  links?: { content?: string };
}

/**
 * The files of a record, each linked to its content; with the listing's `archive` link, a
 * 'Download all' link to the zip of them all, as InvenioRDM's record page has.
 */
export const fileList = (entries: FileEntryLike[], archive?: string): SafeHtml =>
  entries.length === 0
    ? html`<p>No files.</p>`
    : html`${archive ? html`<p><a class="ui button" href="${archive}" download>Download all</a></p>` : null}
        <table class="ui table" aria-label="Files">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Size (bytes)</th>
            </tr>
          </thead>
          <tbody>
            ${entries.map(
              (entry) =>
                html`<tr>
                  <td>
                    ${entry.links?.content ? html`<a href="${entry.links.content}">${entry.key}</a>` : entry.key}
                  </td>
                  <td>${entry.size ?? 'pending'}</td>
                </tr>`,
            )}
          </tbody>
        </table>`;

/**
 * What a visitor who may not read the files is told instead of their list, as InvenioRDM's
 * record page says it: restricted, or embargoed until a date (with the reason given).
 */
export const filesWithheld = ({ access }: Shown): SafeHtml =>
  access.embargo?.active
    ? html`<p>The files are under embargo until ${access.embargo.until ?? 'a later date'}.</p>
        ${access.embargo.reason ? html`<p>Reason: ${access.embargo.reason}</p>` : null}`
    : html`<p>The files are restricted to users with access.</p>`;

/** One line per record in a list, linked to its page. */
export const recordListItem = (record: Shown): SafeHtml => {
  const href =
    record.is_published && !record.is_draft ? `/records/${record.id}` : `/uploads/${record.id}`;
  return html`<div class="item">
    <div class="content">
      <a class="header" href="${href}">${record.metadata.title || 'Untitled'}</a>
      <div class="meta">${record.status ?? ''} · ${record.id ?? ''}</div>
    </div>
  </div>`;
};
