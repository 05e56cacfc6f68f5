import type { FoundWork } from './work';

/**
 * InvenioRDM's default resource types (invenio-rdm-records' `resource_types.yaml`) with their
 * `datacite_general` and `datacite_type` props, `id|general|type` per line: a DataCite type
 * maps to the id whose props name it.
 */
const DATACITE_TABLE = `
publication|Text|
publication-book|Text|Book
publication-section|Text|Book chapter
publication-conferencepaper|Text|Conference paper
publication-conferenceproceeding|Text|Conference proceeding
publication-datamanagementplan|OutputManagementPlan|
publication-datapaper|Text|Data paper
publication-article|JournalArticle|
publication-journal|Journal|
publication-patent|Text|Patent
publication-peerreview|PeerReview|
publication-preprint|Preprint|
publication-deliverable|Text|Project deliverable
publication-milestone|Text|Project milestone
publication-proposal|Text|Proposal
publication-report|Report|
publication-softwaredocumentation|Text|Software documentation
publication-taxonomictreatment|Text|Taxonomic treatment
publication-technicalnote|Text|Technical note
publication-thesis|Dissertation|
publication-workingpaper|Text|Working paper
event|Event|
image|Image|
image-diagram|Image|Diagram
image-drawing|Image|Drawing
image-figure|Image|Figure
image-photo|Image|Photo
image-plot|Image|Plot
model|Model|
poster|Text|Poster
presentation|Text|Presentation
dataset|Dataset|
instrument|Instrument|
software|Software|
software-computationalnotebook|ComputationalNotebook|
lesson|InteractiveResource|Lesson
physicalobject|PhysicalObject|
sound|Sound|
video|Audiovisual|
workflow|Workflow|
other|Other|
`;

const DATACITE_TYPES = DATACITE_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [id = '', general = '', type = ''] = line.split('|');
    return { id, general: general.toLowerCase(), type: type.toLowerCase() };
  });

/** DataCite 4.4+ types InvenioRDM's table lists as Text with a subtype. */
const DATACITE_GENERAL_EXTRA: Record<string, string> = {
  book: 'publication-book',
  bookchapter: 'publication-section',
  conferencepaper: 'publication-conferencepaper',
  conferenceproceeding: 'publication-conferenceproceeding',
  text: 'publication',
};

/**
 * CSL types to resource types. InvenioRDM's table gives each type a `csl` prop, several types
 * the same one (`report`); this is the type each CSL type is most often meant as.
 */
const CSL_TYPES: Record<string, string> = {
  article: 'publication-preprint',
  'article-journal': 'publication-article',
  'article-magazine': 'publication-article',
  'article-newspaper': 'publication-article',
  book: 'publication-book',
  chapter: 'publication-section',
  dataset: 'dataset',
  event: 'event',
  figure: 'image-figure',
  graphic: 'image',
  manuscript: 'publication-preprint',
  motion_picture: 'video',
  'paper-conference': 'publication-conferencepaper',
  patent: 'publication-patent',
  'posted-content': 'publication-preprint',
  preprint: 'publication-preprint',
  report: 'publication-report',
  review: 'publication-peerreview',
  'review-book': 'publication-peerreview',
  software: 'software',
  song: 'sound',
  speech: 'presentation',
  thesis: 'publication-thesis',
  // Crossref's own types, as its works API names them.
  'journal-article': 'publication-article',
  'proceedings-article': 'publication-conferencepaper',
  'book-chapter': 'publication-section',
  monograph: 'publication-book',
  dissertation: 'publication-thesis',
  'peer-review': 'publication-peerreview',
};

/** InvenioRDM's default resource type ids, for a repository that does not list its own. */
export const DEFAULT_RESOURCE_TYPES: readonly string[] = DATACITE_TYPES.map(({ id }) => id);

const dataciteCandidate = ({ dataciteGeneral, dataciteType }: FoundWork['type']) => {
  const general = dataciteGeneral?.toLowerCase();
  if (!general) return undefined;
  const type = dataciteType?.toLowerCase();
  return (
    DATACITE_TYPES.find((entry) => entry.general === general && type && entry.type === type)?.id ??
    DATACITE_GENERAL_EXTRA[general] ??
    DATACITE_TYPES.find((entry) => entry.general === general && !entry.type)?.id
  );
};

/**
 * The repository's resource type for a work's types: DataCite's first (more precise), then
 * CSL's; a subtype the repository lacks falls back to its parent (`publication-article` →
 * `publication`). Undefined when none fits.
 */
export const resourceTypeOf = (
  type: FoundWork['type'],
  known: readonly string[] = DEFAULT_RESOURCE_TYPES,
): string | undefined => {
  const candidates = [
    dataciteCandidate(type),
    type.csl ? CSL_TYPES[type.csl.toLowerCase()] : undefined,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    if (known.includes(candidate)) return candidate;
    const parent = candidate.split('-')[0];
    if (parent && known.includes(parent)) return parent;
  }
  return undefined;
};
