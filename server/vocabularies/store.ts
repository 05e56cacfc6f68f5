import type { Db } from '../db/database';

/** A stored vocabulary entry: the JSON the API answers, without links. */
export type VocabularyDoc = { id: string } & Record<string, unknown>;

/** Vocabularies with their own endpoints (`/api/affiliations` ...), not `/api/vocabularies/x`. */
export const SPECIAL_VOCABULARIES = ['affiliations', 'names', 'funders', 'awards', 'subjects'];

/** Every entry of a type, in seeding order. */
export const vocabularyEntries = (db: Db, type: string): VocabularyDoc[] =>
  (
    db.prepare('SELECT json FROM vocabularies WHERE type = ? ORDER BY rowid').all(type) as {
      json: string;
    }[]
  ).map((row) => JSON.parse(row.json) as VocabularyDoc);

/** One entry, or null: also what record validation uses to refuse unknown ids. */
export const findVocabularyEntry = (db: Db, type: string, id: string): VocabularyDoc | null => {
  const row = db
    .prepare('SELECT json FROM vocabularies WHERE type = ? AND id = ?')
    .get(type, id) as { json: string } | undefined;
  return row ? (JSON.parse(row.json) as VocabularyDoc) : null;
};

export const hasVocabularyType = (db: Db, type: string): boolean =>
  db.prepare('SELECT 1 FROM vocabularies WHERE type = ? LIMIT 1').get(type) !== undefined;

/** A title in the wanted locale, else English, else any. */
export const localized = (value: unknown, locale: string): string => {
  if (!value || typeof value !== 'object') return '';
  const texts = value as Record<string, string>;
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
};
