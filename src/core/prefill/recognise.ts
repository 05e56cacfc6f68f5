/** What a depositor's text names; `id` is what the lookup appends to its endpoint. */
export interface RecognisedText {
  kind: 'doi' | 'arxiv' | 'pubmed' | 'orcid-work';
  id: string;
}

const DOI = /^10\.\d{4,9}\/\S+$/;
const DOI_PREFIX = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i;
/** New-style (since 2007) `YYMM.NNNNN` and old-style `archive(.SC)/YYMMNNN`, each with a version. */
const ARXIV_ID = /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[a-z]{2})?\/\d{7})(?:v\d+)?$/i;
const ARXIV_PREFIX = /^(?:arxiv:\s*|https?:\/\/(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\/)/i;
const PUBMED =
  /^(?:pmid:?\s*|https?:\/\/(?:pubmed\.ncbi\.nlm\.nih\.gov\/|(?:www\.)?ncbi\.nlm\.nih\.gov\/pubmed\/))(\d{1,9})\/?$/i;
/** ORCID's work links: a person's iD, `/work/`, the work's put-code. */
const ORCID_WORK =
  /^https?:\/\/(?:(?:www|pub)\.)?orcid\.org\/(?:v3\.0\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/work\/(\d+)\/?$/i;

/** Percent-encoded text decoded once (a DOI copied from a query string), else as it is. */
const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const doiOf = (text: string): string | null => {
  const doi = text.replace(DOI_PREFIX, '');
  return DOI.test(doi) ? doi : null;
};

const arxivOf = (text: string): string | null => {
  const id = text.replace(ARXIV_PREFIX, '').replace(/\.pdf$/i, '');
  // Bare new-style ids are unambiguous; an old-style one needs its prefix or its slash shape.
  return ARXIV_ID.test(id) ? id : null;
};

/** What typed or pasted text names, without looking it up; null when nothing known. */
export const recognisePrefillText = (text: string): RecognisedText | null => {
  const trimmed = decoded(text.trim());
  const doi = doiOf(trimmed);
  if (doi) return { kind: 'doi', id: doi };
  const arxiv = arxivOf(trimmed);
  if (arxiv) return { kind: 'arxiv', id: arxiv };
  const pubmed = PUBMED.exec(trimmed);
  if (pubmed?.[1]) return { kind: 'pubmed', id: pubmed[1] };
  const work = ORCID_WORK.exec(trimmed);
  if (work?.[1] && work[2]) {
    return { kind: 'orcid-work', id: `${work[1].toUpperCase()}/work/${work[2]}` };
  }
  return null;
};
