/**
 * The columns of a creators file, named after InvenioRDM's fields (`person_or_org.*`, one
 * column per identifier scheme of the creator modal). A header row names them, in any order
 * and case; a file without one lists family name, given names, ORCID, affiliations and role.
 */
export const IMPORT_COLUMNS = [
  'type',
  'family_name',
  'given_name',
  'name',
  'orcid',
  'gnd',
  'isni',
  'ror',
  'affiliations',
  'role',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The columns of a row without a header: 'Family, Given' is the shortest such row. */
export const HEADERLESS_COLUMNS: readonly ImportColumn[] = [
  'family_name',
  'given_name',
  'orcid',
  'affiliations',
  'role',
];

/** Other spellings of the columns' names a spreadsheet commonly has. */
const ALIASES: Readonly<Record<string, ImportColumn>> = {
  family: 'family_name',
  family_names: 'family_name',
  surname: 'family_name',
  last_name: 'family_name',
  given: 'given_name',
  given_names: 'given_name',
  first_name: 'given_name',
  affiliation: 'affiliations',
};

const KNOWN: ReadonlySet<string> = new Set(IMPORT_COLUMNS);

/** The column a header cell names ('Family name' is `family_name`), if any. */
export const columnOf = (cell: string): ImportColumn | undefined => {
  const key = cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return KNOWN.has(key) ? (key as ImportColumn) : ALIASES[key];
};

/** A first row is a header when it names a person's or an organisation's name column. */
export const isHeaderRow = (cells: readonly string[]): boolean =>
  cells.some((cell) => {
    const column = columnOf(cell);
    return column === 'family_name' || column === 'name';
  });

/** Several affiliations share a cell, separated by semicolons. */
export const AFFILIATION_SEPARATOR = ';';

/** An example file, shown with the format's help. */
export const IMPORT_EXAMPLE = [
  'type,family_name,given_name,name,orcid,affiliations,role',
  'personal,Smith,Jane,,0000-0002-1825-0097,CERN;03yrm5c26,',
  'organizational,,,European Organization for Nuclear Research,,,',
].join('\n');
