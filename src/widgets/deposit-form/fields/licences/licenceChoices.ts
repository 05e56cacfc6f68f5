import type { LicenceSearchHit, FormLicence } from '../../../../core/model';
import type { CustomLicenceValues } from './customLicenceSchema';

/** A standard licence from the search, as the form holds it (the id is what is saved). */
export const licenceFromHit = (hit: LicenceSearchHit): FormLicence => ({
  id: hit.id,
  title: hit.title_l10n || hit.id,
  ...(hit.description_l10n && { description: hit.description_l10n }),
  ...(hit.props?.url && { link: hit.props.url }),
});

/** The licences to append: the picked ones not in the list already, each once. */
export const licencesToAdd = (
  present: readonly FormLicence[],
  picked: readonly FormLicence[],
): FormLicence[] => {
  const ids = new Set(present.map((licence) => licence.id).filter(Boolean));
  return picked.filter((licence) => {
    if (!licence.id || ids.has(licence.id)) return false;
    ids.add(licence.id);
    return true;
  });
};

/** The modal's values for a custom licence (empty for a new one). */
export const customLicenceValues = (licence?: FormLicence): CustomLicenceValues => ({
  title: licence?.title ?? '',
  description: licence?.description ?? '',
  link: licence?.link ?? '',
});

/** A custom licence from the modal: trimmed, without empty texts. */
export const customLicenceFromValues = ({
  title,
  description,
  link,
}: CustomLicenceValues): FormLicence => ({
  title: title.trim(),
  ...(description.trim() && { description: description.trim() }),
  ...(link.trim() && { link: link.trim() }),
});
