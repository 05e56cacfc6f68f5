import { isPlainObject } from '../serializer/jsonReaders';
import { HEADERLESS_COLUMNS, columnOf, isHeaderRow, type ImportColumn } from './columns';
import { MAX_IMPORTED_ROWS, importedRow, rowOverLimit, type ImportCells } from './rows';
import type { ImportedRow, ImportOptions } from './types';

/** InvenioRDM's own import entry that is not an object. */
export const NOT_AN_OBJECT = 'Entry is not a valid JSON object';

/** The CSV parser, loaded when a file is first read: a form never importing never loads it. */
const loadCsvParser = async () => (await import('papaparse')).default;

const cellsOf = (columns: readonly (ImportColumn | undefined)[], values: readonly string[]) => {
  const cells: ImportCells = {};
  columns.forEach((column, index) => {
    if (column && cells[column] === undefined) cells[column] = values[index] ?? '';
  });
  return cells;
};

/** The rows of records (cells by column), numbered from 1, those past the limit refused. */
const rowsOf = (records: readonly ImportCells[], options: ImportOptions): ImportedRow[] =>
  records.map((cells, index) =>
    index < MAX_IMPORTED_ROWS
      ? importedRow(cells, index + 1, options)
      : rowOverLimit(cells, index + 1),
  );

/**
 * CSV or a pasted list: comma- or tab-separated (a spreadsheet's copy), a header row naming
 * the columns or, without one, HEADERLESS_COLUMNS. Semicolons are left to the affiliations.
 */
const csvRecords = async (text: string): Promise<ImportCells[]> => {
  const parser = await loadCsvParser();
  const { data } = parser.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', '\t'],
  });
  const [first, ...rest] = data;
  if (!first) return [];
  if (!isHeaderRow(first)) return data.map((values) => cellsOf(HEADERLESS_COLUMNS, values));
  const columns = first.map(columnOf);
  return rest.map((values) => cellsOf(columns, values));
};

/** The identifier schemes that have a column; a JSON entry's others are left out. */
const SCHEME_COLUMNS: ReadonlySet<string> = new Set(['orcid', 'gnd', 'isni', 'ror']);

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** An entry of InvenioRDM's own import file (a creator as the REST API has it) as cells. */
const jsonCells = (entry: Record<string, unknown>): ImportCells => {
  const person = isPlainObject(entry.person_or_org) ? entry.person_or_org : {};
  const cells: ImportCells = {};
  for (const column of ['type', 'family_name', 'given_name', 'name'] as const) {
    cells[column] = textOf(person[column]);
  }
  for (const identifier of Array.isArray(person.identifiers) ? person.identifiers : []) {
    if (!isPlainObject(identifier)) continue;
    const scheme = textOf(identifier.scheme).toLowerCase();
    if (SCHEME_COLUMNS.has(scheme) && cells[scheme as ImportColumn] === undefined)
      cells[scheme as ImportColumn] = textOf(identifier.identifier);
  }
  const affiliations = Array.isArray(entry.affiliations) ? entry.affiliations : [];
  cells.affiliations = affiliations
    .filter(isPlainObject)
    .map((affiliation) => textOf(affiliation.id) || textOf(affiliation.name))
    .join(';');
  cells.role = isPlainObject(entry.role) ? textOf(entry.role.id) : textOf(entry.role);
  return cells;
};

/** InvenioRDM's file: a JSON array of creators; anything else is not one. */
const jsonRows = (value: unknown, options: ImportOptions): ImportedRow[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  return value.map((entry, index) => {
    if (isPlainObject(entry))
      return index < MAX_IMPORTED_ROWS
        ? importedRow(jsonCells(entry), index + 1, options)
        : rowOverLimit(jsonCells(entry), index + 1);
    const row = importedRow({}, index + 1, options);
    return { ...row, errors: [{ message: NOT_AN_OBJECT }] };
  });
};

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The people a file or a pasted list holds, each checked: a CSV file (or the lines of a
 * list), or InvenioRDM's own import file, a JSON array of creators. Any text gives rows
 * (none for an empty or unreadable one); only loading the parser can fail.
 */
export const readCreatorsImport = async (
  text: string,
  options: ImportOptions,
): Promise<ImportedRow[]> => {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  // A CSV file cannot start with '[': such a text is JSON, or unreadable.
  if (trimmed.startsWith('[')) return jsonRows(parsedJson(trimmed), options) ?? [];
  return rowsOf(await csvRecords(trimmed), options);
};
