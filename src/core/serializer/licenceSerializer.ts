import type { FormLicence, Licence } from '../model';
import { asObject, asText, type JsonObject } from './jsonReaders';
import { readLocalised, toLocalised } from './localisedText';

/**
 * A licence as the form shows it. Standard licences keep their id; their title and description
 * (localised by the server) are kept for display only, since only the id is sent back.
 */
export const deserializeLicence = (value: JsonObject, locale: string): FormLicence => {
  const id = asText(value.id);
  const description = readLocalised(value.description, locale);
  const link = asText(value.link) || asText(asObject(value.props).url);
  return {
    ...(id && { id }),
    title: readLocalised(value.title, locale),
    ...(description && { description }),
    ...(link && { link }),
  };
};

/** A standard licence is sent as `{id}`; a custom one with its texts keyed by the locale. */
export const serializeLicence = (value: FormLicence, locale: string): Licence =>
  value.id
    ? { id: value.id }
    : {
        title: toLocalised(value.title, locale),
        description: toLocalised(value.description, locale),
        link: value.link,
      };
