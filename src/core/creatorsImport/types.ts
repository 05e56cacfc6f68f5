import type { FormCreatibutor } from '../model';

/**
 * A creator or contributor read from an import file (docs/behaviour.md#creators-from-a-file),
 * with what is wrong with it: a row with errors is not added.
 */

/** A message key of the widgets' catalog and its values. */
export interface ImportMessage {
  message: string;
  values?: Readonly<Record<string, string | number>>;
}

export interface ImportedRow {
  /** The row's number among the file's people, from 1 (a header row is not counted). */
  number: number;
  creatibutor: FormCreatibutor;
  /** The affiliations as written (names or ROR ids), before they are matched. */
  affiliationTexts: readonly string[];
  errors: readonly ImportMessage[];
}

/** What the import settles with the form's vocabularies. */
export interface ImportOptions {
  kind: 'creators' | 'contributors';
  /** The repository's roles (`value`, `text`); without them a role is taken as written. */
  roleOptions?: readonly { value: string; text: string }[];
}
