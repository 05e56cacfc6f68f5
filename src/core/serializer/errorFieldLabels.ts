/**
 * The label of a form section, for grouping field errors
 * (docs/behaviour.md#messages-after-an-action).
 */
const METADATA_LABELS: Record<string, string> = {
  resource_type: 'Resource type',
  title: 'Title',
  additional_titles: 'Additional titles',
  publication_date: 'Publication date',
  creators: 'Authors/Creators',
  contributors: 'Contributors',
  description: 'Description',
  additional_descriptions: 'Additional descriptions',
  rights: 'Licenses',
  languages: 'Languages',
  dates: 'Dates',
  version: 'Version',
  publisher: 'Publisher',
  copyright: 'Copyright',
  related_identifiers: 'Related works',
  references: 'References',
  identifiers: 'Alternate identifiers',
  subjects: 'Keywords and subjects',
  funding: 'Funding',
};

const CUSTOM_FIELD_LABELS: Record<string, string> = {
  'imprint:imprint': 'Imprint',
  'journal:journal': 'Journal',
  'meeting:meeting': 'Meeting',
  'thesis:thesis': 'Thesis',
};

const UNKNOWN_FIELD_LABEL = 'Unknown field';

const own = (labels: Record<string, string>, key: string | undefined) =>
  key !== undefined && Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;

/** The label an error at this dotted path is listed under; 'Unknown field' if the form has none. */
export const labelForErrorPath = (path: string): string => {
  const [section, field] = path.split('.');
  switch (section) {
    case 'metadata':
      return own(METADATA_LABELS, field) ?? UNKNOWN_FIELD_LABEL;
    case 'custom_fields':
      // An instance's own field goes by its key: its label is in the page's config, which
      // the form shows instead (ErrorSummary), and two fields' errors stay apart.
      return own(CUSTOM_FIELD_LABELS, field) ?? (field || UNKNOWN_FIELD_LABEL);
    case 'files':
      return 'Files';
    case 'access':
      return 'Access';
    case 'pids':
      return field === 'doi' ? 'Digital Object Identifier' : 'PIDs';
    default:
      return UNKNOWN_FIELD_LABEL;
  }
};
