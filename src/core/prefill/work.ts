import type { RelatedWork } from '../model';
import type { PrefillSourceIdentifier, UnmappedValue } from './types';

/**
 * A work as a source describes it, before the repository's vocabularies are asked: every
 * mapper (CSL item, DataCite, Crossref, CFF, codemeta) makes one, buildEntry turns it into a
 * PrefillEntry.
 */
export interface FoundWork {
  title?: string;
  /** Subtitles and other titles; `lang` an ISO 639-1 or 639-3 code. */
  otherTitles: {
    title: string;
    type: 'subtitle' | 'alternative-title' | 'translated-title';
    lang?: string;
  }[];
  creators: FoundPerson[];
  contributors: FoundPerson[];
  /** CSL type, DataCite resourceTypeGeneral and free resource type, whichever the source has. */
  type: { csl?: string; dataciteGeneral?: string; dataciteType?: string };
  /** EDTF level 0. */
  date?: string;
  /** Other dates (collected, created, ...), each EDTF; `type` a date type id of InvenioRDM's. */
  dates: { date: string; type: string; description?: string }[];
  /** Plain text; the first `abstract` becomes the description. */
  descriptions: { text: string; type: string; lang?: string }[];
  /** ISO 639-1 or 639-3. */
  languages: string[];
  licences: FoundLicence[];
  keywords: string[];
  publisher?: string;
  version?: string;
  funding: FoundFunding[];
  relatedIdentifiers: RelatedWork[];
  /** What the custom field bundles would hold: sub-field → value and the source's name for it. */
  bundles: Partial<Record<BundleName, Record<string, SourcedText>>>;
  /** A software's source code repository (CFF `repository-code`, codemeta `codeRepository`). */
  codeRepository?: string;
  sourceIdentifier?: PrefillSourceIdentifier;
  unmapped: UnmappedValue[];
}

/** InvenioRDM's contrib custom fields (`journal:journal` ...). */
export type BundleName = 'journal' | 'imprint' | 'meeting' | 'thesis';

export interface SourcedText {
  value: string;
  source: string;
}

export interface FoundPerson {
  type: 'personal' | 'organizational';
  family?: string;
  given?: string;
  /** An organisation's name, or a person's when the source does not split it. */
  name?: string;
  orcid?: string;
  ror?: string;
  affiliations: { name?: string; ror?: string }[];
  /** A contributor role id of InvenioRDM's (`editor`, `datacurator`, ...). */
  role?: string;
}

export interface FoundLicence {
  /** An SPDX id (`CC-BY-4.0`). */
  spdx?: string;
  url?: string;
  title?: string;
}

export interface FoundFunding {
  funderName?: string;
  /** Crossref's Open Funder Registry DOI (`10.13039/...`). */
  funderDoi?: string;
  funderRor?: string;
  awardNumber?: string;
  awardTitle?: string;
}

export const emptyWork = (): FoundWork => ({
  otherTitles: [],
  creators: [],
  contributors: [],
  type: {},
  dates: [],
  descriptions: [],
  languages: [],
  licences: [],
  keywords: [],
  funding: [],
  relatedIdentifiers: [],
  bundles: {},
  unmapped: [],
});

/** Puts a source's value into a bundle's sub-field, when it has text and the field is free. */
export const putInBundle = (
  work: FoundWork,
  bundle: BundleName,
  key: string,
  value: string | undefined,
  source: string,
): void => {
  if (!value) return;
  const fields = (work.bundles[bundle] ??= {});
  if (fields[key]) work.unmapped.push({ source, value });
  else fields[key] = { value, source };
};
