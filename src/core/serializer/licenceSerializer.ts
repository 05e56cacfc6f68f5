import type { FormLicence, Licence } from '../model';
import { asObject, asText, type JsonObject } from './jsonReaders';
import { readLocalised, storedTexts, updateLocalised } from './localisedText';

/**
 * A licence as the form shows it. Standard licences keep their id; their title and description
 * (localised by the server) are kept for display only, since only the id is sent back.
 */
export const deserializeLicence = (value: JsonObject, locale: string): FormLicence => {
  const id = asText(value.id);
  const description = readLocalised(value.description, locale);
  const link = asText(value.link) || asText(asObject(value.props).url);
  const titleTexts = id ? undefined : storedTexts(value.title);
  const descriptionTexts = id ? undefined : storedTexts(value.description);
  return {
    ...(id && { id }),
    title: readLocalised(value.title, locale),
    ...(description && { description }),
    ...(link && { link }),
    ...(titleTexts && { titleTexts }),
    ...(descriptionTexts && { descriptionTexts }),
  };
};

/**
 * A standard licence is sent as `{id}`; a custom one with its texts back in the languages they
 * were stored in (new ones keyed by the form's locale).
 */
export const serializeLicence = (value: FormLicence, locale: string): Licence =>
  value.id
    ? { id: value.id }
    : {
        title: updateLocalised(value.titleTexts, value.title, locale),
        description: updateLocalised(value.descriptionTexts, value.description, locale),
        link: value.link,
      };
