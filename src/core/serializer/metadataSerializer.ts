import type { FormMetadata, Metadata } from '../model';
import { serializeCreatibutor } from './creatibutorSerializer';
import { emptyFormMetadata } from './formDefaults';
import { serializeFunding } from './fundingSerializer';
import { isPlainObject, vocabularyRef } from './jsonReaders';
import { serializeLicence } from './licenceSerializer';

/** The object items of a form list (array helpers may leave holes or nulls behind). */
const items = <T>(list: readonly T[] | undefined): T[] =>
  Array.isArray(list) ? list.filter((item): item is T => isPlainObject(item)) : [];

/**
 * Form values to server metadata: ids become `{id}` references and localised texts are keyed
 * by the locale. Empty values are left in; the record serializer strips them.
 */
export const serializeMetadata = (form: FormMetadata, locale: string): Metadata => {
  const metadata = { ...emptyFormMetadata(), ...form };
  return {
    ...metadata,
    resource_type: vocabularyRef(metadata.resource_type),
    additional_titles: items(metadata.additional_titles).map((item) => ({
      ...item,
      type: vocabularyRef(item.type),
      lang: vocabularyRef(item.lang),
    })),
    creators: items(metadata.creators).map(serializeCreatibutor),
    contributors: items(metadata.contributors).map(serializeCreatibutor),
    additional_descriptions: items(metadata.additional_descriptions).map((item) => ({
      ...item,
      type: vocabularyRef(item.type),
      lang: vocabularyRef(item.lang),
    })),
    rights: items(metadata.rights).map((item) => serializeLicence(item, locale)),
    languages: items(metadata.languages).map(vocabularyRef),
    dates: items(metadata.dates).map((item) => ({ ...item, type: vocabularyRef(item.type) })),
    related_identifiers: items(metadata.related_identifiers).map((item) => ({
      ...item,
      relation_type: vocabularyRef(item.relation_type),
      resource_type: vocabularyRef(item.resource_type),
    })),
    subjects: items(metadata.subjects).map((item) =>
      item.id ? { id: item.id } : { subject: item.subject },
    ),
    funding: items(metadata.funding).map((item) => serializeFunding(item, locale)),
  } as Metadata;
};
