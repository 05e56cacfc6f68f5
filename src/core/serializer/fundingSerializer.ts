import type { Award, FormAward, FormFunding, Funding, Identifier } from '../model';
import { asObject, asObjects, asText, type JsonObject } from './jsonReaders';
import { readLocalised, storedTexts, updateLocalised } from './localisedText';

const URL_SCHEME = 'url';

const readIdentifier = (value: JsonObject): Identifier => ({
  scheme: asText(value.scheme),
  identifier: asText(value.identifier),
});

/** Drops the keys whose value is empty text or undefined, for optional form fields. */
const presentOnly = <T extends object>(value: T): T =>
  Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ''),
  ) as T;

/**
 * InvenioRDM edits an award's `url`-scheme identifier as a `url` field; the first such
 * identifier becomes that field and any others stay in `identifiers`.
 */
const deserializeAward = (value: unknown, locale: string): FormAward | undefined => {
  const award = asObject(value);
  const identifiers = asObjects(award.identifiers).map(readIdentifier);
  const urlIndex = identifiers.findIndex((identifier) => identifier.scheme === URL_SCHEME);
  const others = identifiers.filter((_, index) => index !== urlIndex);
  const form = presentOnly<FormAward>({
    id: asText(award.id),
    title: readLocalised(award.title, locale),
    // A vocabulary award is sent back as its id alone; only a custom one needs its texts.
    titleTexts: award.id ? undefined : storedTexts(award.title),
    number: asText(award.number),
    url: identifiers[urlIndex]?.identifier,
    identifiers: others.length > 0 ? others : undefined,
  });
  return Object.keys(form).length > 0 ? form : undefined;
};

export const deserializeFunding = (value: JsonObject, locale: string): FormFunding => {
  const funder = asObject(value.funder);
  const award = deserializeAward(value.award, locale);
  return {
    funder: presentOnly({ id: asText(funder.id), name: asText(funder.name) }),
    ...(award && { award }),
  };
};

/** An award from the vocabulary is sent as `{id}`; a custom one with title, number and url. */
const serializeAward = (award: FormAward, locale: string): Award => {
  if (award.id) return { id: award.id };
  const url = award.url ? [{ scheme: URL_SCHEME, identifier: award.url }] : [];
  return {
    title: updateLocalised(award.titleTexts, award.title, locale),
    number: award.number,
    identifiers: [...(Array.isArray(award.identifiers) ? award.identifiers : []), ...url],
  };
};

export const serializeFunding = (value: FormFunding, locale: string): Funding => {
  const funder = value.funder ?? {};
  return {
    funder: funder.id ? { id: funder.id } : { name: funder.name },
    award: value.award && serializeAward(value.award, locale),
  };
};
