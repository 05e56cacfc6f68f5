export interface Imprint {
  title?: string;
  isbn?: string;
  place?: string;
  pages?: string;
  edition?: string;
}

export interface Journal {
  title?: string;
  issn?: string;
  volume?: string;
  issue?: string;
  pages?: string;
}

export interface Meeting {
  title?: string;
  acronym?: string;
  dates?: string;
  place?: string;
  url?: string;
  session?: string;
  session_part?: string;
}

export interface Thesis {
  university?: string;
  department?: string;
  type?: string;
  /** EDTF dates or intervals. */
  date_submitted?: string;
  date_defended?: string;
}

/** The record's top-level `custom_fields`; the four bundles use InvenioRDM's namespaced keys. */
export interface CustomFields {
  'imprint:imprint'?: Imprint;
  'journal:journal'?: Journal;
  'meeting:meeting'?: Meeting;
  'thesis:thesis'?: Thesis;
  [key: string]: unknown;
}
