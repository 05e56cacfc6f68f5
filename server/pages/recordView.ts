import type { DraftRecord } from '../../src/core/model';
import { htmlAsText } from '../htmlText';
import { html, type SafeHtml } from './html';

type Shown = DraftRecord;

const creatorNames = (record: DraftRecord): string[] =>
  (record.metadata.creators ?? []).map(
    (creator) => creator.person_or_org.name ?? creator.person_or_org.family_name ?? '',
  );

/** Rich text is shown as plain text on the demo pages: nothing from a record becomes markup. */
export const plainText = (htmlText: string | undefined): string =>
  htmlAsText(htmlText ?? '').replace(/\s+/g, ' ');

/** Title, creators, dates and description of a record, escaped. */
export const recordSummary = (record: Shown): SafeHtml => {
  const names = creatorNames(record);
  return html`<h1 class="ui header">${record.metadata.title || 'Untitled'}</h1>
    ${names.length > 0 ? html`<p>${names.join('; ')}</p>` : null}
    ${
      record.metadata.publication_date
        ? html`<p>Published ${record.metadata.publication_date}</p>`
        : null
    }
    ${
      record.metadata.description
        ? html`<p class="description">${plainText(record.metadata.description)}</p>`
        : null
    }`;
};

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
