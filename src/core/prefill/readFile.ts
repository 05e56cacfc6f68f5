import { asObject, isPlainObject } from '../serializer/jsonReaders';
import { bibtexItems, cffObject, cslJsonItems, risItems } from './citationParsers';
import { isCodemeta, workOfCodemeta } from './fromCodemeta';
import { workOfCff } from './fromCff';
import { workOfCsl } from './fromCsl';
import { PrefillError, type PrefillSourceKind } from './types';
import type { FoundWork } from './work';

/** The largest file read: citation files are kilobytes; a larger one is something else. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** The most works one file may hold: the depositor picks one of them. */
export const MAX_FILE_ENTRIES = 500;

type FileKind = Extract<PrefillSourceKind, 'bibtex' | 'ris' | 'csl-json' | 'cff' | 'codemeta'>;

const BIBTEX_ENTRY = /@\s*([A-Za-z]+)\s*[{(]/g;
/** BibTeX's commands that are no works. */
const NOT_WORKS = new Set(['comment', 'string', 'preamble']);
const RIS_RECORD = /^TY {2}- /m;

const isCslItem = (value: unknown): boolean =>
  isPlainObject(value) &&
  typeof value.type === 'string' &&
  (value.title !== undefined || value.id !== undefined);

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The UTF-8 size of a text, counted only as far as the limit: each UTF-16 unit is a byte at least. */
const utf8Length = (text: string): number => {
  if (text.length > MAX_FILE_BYTES) return text.length;
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};

/** What a file is: its content first, its name when the content says nothing. */
const kindOf = (name: string, text: string, json: unknown): FileKind | undefined => {
  if (isCodemeta(json)) return 'codemeta';
  if (Array.isArray(json) ? json.some(isCslItem) : isCslItem(json)) return 'csl-json';
  if (json !== undefined) return undefined;
  if (/^\s*cff-version\s*:/m.test(text)) return 'cff';
  if (RIS_RECORD.test(text)) return 'ris';
  if ([...text.matchAll(BIBTEX_ENTRY)].some((match) => !NOT_WORKS.has(match[1]!.toLowerCase())))
    return 'bibtex';
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'bib' || extension === 'bibtex') return 'bibtex';
  if (extension === 'ris') return 'ris';
  if (extension === 'cff') return 'cff';
  return undefined;
};

/** How many works a file says it holds, counted before anything is parsed. */
const entryCount = (kind: FileKind, text: string, json: unknown): number => {
  if (kind === 'bibtex') {
    return [...text.matchAll(BIBTEX_ENTRY)].filter(
      (match) => !NOT_WORKS.has(match[1]!.toLowerCase()),
    ).length;
  }
  if (kind === 'ris') return text.match(new RegExp(RIS_RECORD, 'gm'))?.length ?? 0;
  return Array.isArray(json) ? json.length : 1;
};

const worksOf = (kind: FileKind, text: string, json: unknown): FoundWork[] => {
  switch (kind) {
    case 'bibtex':
      return bibtexItems(text).map(workOfCsl);
    case 'ris':
      return risItems(text).map(workOfCsl);
    case 'csl-json':
      return cslJsonItems((Array.isArray(json) ? json : [json]).filter(isCslItem)).map(workOfCsl);
    case 'codemeta':
      return [workOfCodemeta(asObject(json))];
    case 'cff': {
      const cff = cffObject(text);
      return cff ? [workOfCff(cff)] : [];
    }
  }
};

/** A work with nothing a depositor would keep is no work (a BibTeX entry of only a key). */
const hasContent = (work: FoundWork): boolean =>
  Boolean(work.title || work.creators.length > 0 || work.sourceIdentifier);

/**
 * The works of a BibTeX, RIS, CSL-JSON, CITATION.cff or codemeta.json file, in its order.
 * Refuses, before parsing, a file over 1 MiB or of more than 500 works ('unreadable'); a file
 * of no known format or that does not parse is 'unreadable', one of no work 'empty'.
 */
export const readPrefillFile = ({
  name,
  text,
}: {
  name: string;
  text: string;
}): { kind: FileKind; works: FoundWork[] } => {
  if (utf8Length(text) > MAX_FILE_BYTES) {
    throw new PrefillError('unreadable', 'The file is larger than 1 MiB: no citation file is.');
  }
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  const json = /^[[{]/.test(trimmed) ? parsedJson(trimmed) : undefined;
  const kind = kindOf(name, trimmed, json);
  if (!kind)
    throw new PrefillError(
      'unreadable',
      `${name} is no BibTeX, RIS, CSL-JSON, CITATION.cff or codemeta.json file.`,
    );
  const count = entryCount(kind, trimmed, json);
  if (count > MAX_FILE_ENTRIES) {
    throw new PrefillError(
      'unreadable',
      `${name} holds ${count} works; at most ${MAX_FILE_ENTRIES} are read.`,
    );
  }
  let works: FoundWork[];
  try {
    works = worksOf(kind, trimmed, json);
  } catch {
    throw new PrefillError('unreadable', `${name} could not be read as ${kind}.`);
  }
  const found = works.filter(hasContent);
  if (found.length === 0) throw new PrefillError('empty', `${name} holds no work.`);
  return { kind, works: found };
};
