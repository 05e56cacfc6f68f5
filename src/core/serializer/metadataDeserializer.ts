import type { FormMetadata, FormVocabularyItem } from '../model';
import { deserializeCreatibutor } from './creatibutorSerializer';
import { FORM_METADATA_FIELDS } from './formDefaults';
import { deserializeFunding } from './fundingSerializer';
import { asObject, asObjects, asText, vocabularyId, type JsonObject } from './jsonReaders';
import { deserializeLicence } from './licenceSerializer';
import { readLocalised } from './localisedText';

const readLanguage = (value: unknown, locale: string): FormVocabularyItem => {
  const title = readLocalised(asObject(value).title, locale);
  return { id: vocabularyId(value), ...(title && { title }) };
};

/** Metadata the form does not edit, kept so that saving does not drop it. */
const otherFields = (metadata: JsonObject): JsonObject =>
  Object.fromEntries(
    Object.entries(metadata).filter(([key]) => !FORM_METADATA_FIELDS.includes(key)),
  );

/**
 * Server metadata to form values: vocabulary references become ids, localised texts the text of
 * the locale, and every field is present (empty text or list when the server has none).
 */
export const deserializeMetadata = (value: unknown, locale: string): FormMetadata => {
  const metadata = asObject(value);
  return {
    ...otherFields(metadata),
    resource_type: vocabularyId(metadata.resource_type),
    title: asText(metadata.title),
    additional_titles: asObjects(metadata.additional_titles).map((item) => ({
      title: asText(item.title),
      type: vocabularyId(item.type),
      lang: vocabularyId(item.lang),
    })),
    publication_date: asText(metadata.publication_date),
    creators: asObjects(metadata.creators).map(deserializeCreatibutor),
    contributors: asObjects(metadata.contributors).map(deserializeCreatibutor),
    description: asText(metadata.description),
    additional_descriptions: asObjects(metadata.additional_descriptions).map((item) => ({
      description: asText(item.description),
      type: vocabularyId(item.type),
      lang: vocabularyId(item.lang),
    })),
    rights: asObjects(metadata.rights).map((item) => deserializeLicence(item, locale)),
    languages: (Array.isArray(metadata.languages) ? metadata.languages : [])
      .map((item) => readLanguage(item, locale))
      .filter((language) => language.id !== ''),
    dates: asObjects(metadata.dates).map((item) => ({
      date: asText(item.date),
      type: vocabularyId(item.type),
      description: asText(item.description),
    })),
    version: asText(metadata.version),
    publisher: asText(metadata.publisher),
    copyright: asText(metadata.copyright),
    related_identifiers: asObjects(metadata.related_identifiers).map((item) => ({
      relation_type: vocabularyId(item.relation_type),
      identifier: asText(item.identifier),
      scheme: asText(item.scheme),
      resource_type: vocabularyId(item.resource_type),
    })),
    references: asObjects(metadata.references).map((item) => ({
      reference: asText(item.reference),
      identifier: asText(item.identifier),
      scheme: asText(item.scheme),
    })),
    identifiers: asObjects(metadata.identifiers).map((item) => ({
      scheme: asText(item.scheme),
      identifier: asText(item.identifier),
    })),
    subjects: asObjects(metadata.subjects).map((item) => {
      const id = asText(item.id);
      return { ...(id && { id }), subject: asText(item.subject) };
    }),
    funding: asObjects(metadata.funding).map((item) => deserializeFunding(item, locale)),
  };
};
