import type { Creatibutor, DraftRecord, Licence, LocalisedText } from '../../src/core/model';
import { sanitizeHtml } from '../access/sanitize';
import { html, SafeHtml } from './html';

/** A version of the record, as the versions listing gives it. */
export interface VersionEntry {
  id: string;
  versions?: { index: number };
}

const english = (text: LocalisedText | undefined): string | undefined =>
  text ? (text.en ?? Object.values(text)[0]) : undefined;

/**
 * Rich text as the page shows it: sanitised again (the server sanitises on save; data stored
 * before that, or seeded, passes the same allow list here), never escaped into visible codes.
 */
const richText = (text: string): SafeHtml => new SafeHtml(sanitizeHtml(text));

const creatorName = ({ person_or_org: person }: Creatibutor): string =>
  person.name ||
  [person.family_name, person.given_name].filter(Boolean).join(', ') ||
  'Unnamed creator';

/** A Fomantic list, named; of divs with list roles, as Fomantic bullets the items of a `ul`. */
const list = (label: string, items: SafeHtml[], kind = 'list'): SafeHtml =>
  html`<div class="ui ${kind}" role="list" aria-label="${label}">
    ${items.map((item) => html`<div class="item" role="listitem">${item}</div>`)}
  </div>`;

const creatorItem = (creator: Creatibutor): SafeHtml => {
  const affiliations = (creator.affiliations ?? [])
    .map((affiliation) => affiliation.name ?? affiliation.id)
    .filter(Boolean);
  return html`${creatorName(creator)}
  ${affiliations.length > 0 ? html`<span class="demo-affiliations">(${affiliations.join('; ')})</span>` : null}`;
};

const licenceItem = (licence: Licence): SafeHtml => {
  const title = english(licence.title) ?? licence.id ?? 'License';
  const url = licence.props?.url ?? licence.link;
  return url ? html`<a href="${url}">${title}</a>` : html`${title}`;
};

/** One fact of the record in the definition list, or nothing when the record lacks it. */
const fact = (term: string, value: SafeHtml | string | undefined | null): SafeHtml | null =>
  value
    ? html`<dt>${term}</dt>
        <dd>${value}</dd>`
    : null;

const versionList = (record: DraftRecord, versions: VersionEntry[]): SafeHtml =>
  html`<h2 class="ui header">Versions</h2>
    ${list(
      'Versions',
      versions.map((version) => {
        const label = `Version ${version.versions?.index ?? '?'}`;
        return version.id === record.id
          ? html`<strong aria-current="page">${label} (this one)</strong>`
          : html`<a href="/records/${version.id}">${label}</a>`;
      }),
    )}
    ${
      record.versions?.is_latest === false
        ? html`<p><a href="/records/${record.id ?? ''}/latest">See the latest version</a></p>`
        : null
    }`;

/**
 * What the record page says about a record, as InvenioRDM's landing page does: title,
 * creators with affiliations, description, its facts (date, type, DOI, version, licences,
 * subjects) and versions. A draft's preview says it is one and shows no publication.
 */
export const recordDetails = (
  record: DraftRecord,
  {
    preview,
    versions,
    actions,
  }: {
    preview: boolean;
    versions: VersionEntry[];
    /** What the reader may do with the record (Edit, Share, New version), below its title. */
    actions: SafeHtml;
  },
): SafeHtml => {
  const { metadata } = record;
  const doi = record.pids?.doi?.identifier;
  const subjects = (metadata.subjects ?? []).map((subject) => subject.subject ?? subject.id);
  const licences = metadata.rights ?? [];
  const unpublished = record.is_published ? 'these changes are' : 'this draft is';
  return html`${
      preview
        ? html`<div class="ui info message" role="status">
            Preview: ${unpublished} not published yet.
          </div>`
        : null
    }
    <h1 class="ui header">${metadata.title || 'Untitled'}</h1>
    ${metadata.creators?.length ? list('Creators', metadata.creators.map(creatorItem), 'horizontal list') : null}
    <div class="ui segment demo-record-actions">${actions}</div>
    ${
      metadata.description
        ? html`<h2 class="ui header">Description</h2>
            <div class="description">${richText(metadata.description)}</div>`
        : null
    }
    ${(metadata.additional_descriptions ?? []).map(
      (extra) =>
        html`<h3 class="ui header">
            ${english((extra.type as { title?: LocalisedText }).title) ?? 'Other'}
          </h3>
          <div class="description">${richText(extra.description)}</div>`,
    )}
    <h2 class="ui header">Details</h2>
    <dl class="demo-record-facts">
      ${preview ? null : fact('Publication date', metadata.publication_date)}
      ${fact('Resource type', english(metadata.resource_type?.title) ?? metadata.resource_type?.id)}
      ${fact('DOI', doi ? html`<a href="https://doi.org/${doi}">${doi}</a>` : null)}
      ${fact('Version', metadata.version ?? (record.versions ? `${record.versions.index}` : null))}
      ${fact('Licenses', licences.length > 0 ? list('Licenses', licences.map(licenceItem)) : null)}
      ${fact(
        'Subjects',
        subjects.length > 0
          ? list(
              'Subjects',
              subjects.map((subject) => html`${subject}`),
            )
          : null,
      )}
    </dl>
    ${versions.length > 0 ? versionList(record, versions) : null}`;
};
