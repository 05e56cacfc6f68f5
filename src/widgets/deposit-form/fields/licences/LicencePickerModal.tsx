import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { LicenceTag, VocabulariesApi } from '../../../../core/api';
import type { FormLicence, LicenceSearchHit } from '../../../../core/model';
import { FormField } from '../../../../ui/semantic/Form';
import { Modal } from '../../../../ui/semantic/Modal';
import { ConfirmActions, ConfirmModal } from '../../ConfirmModal';
import { licenceFromHit } from './licenceChoices';
import { LicenceResults } from './LicenceResults';
import { LicenceTagFilter } from './LicenceTagFilter';
import { useLicenceSearch } from './useLicenceSearch';

export interface LicencePickerModalProps {
  api: VocabulariesApi;
  /** `config.licenceSearchUrl`. */
  searchUrl: string;
  /** The record's licences now. */
  present: readonly FormLicence[];
  /** The picked licences, in the order they were picked. */
  onAdd: (licences: FormLicence[]) => void;
  onClose: () => void;
}

/**
 * The standard licence picker (`config.licenceSearchUrl`, docs/editor-config.md#deposit-form): a
 * search with the tag filter, a checkbox per licence. Mounted only while open, so a closed picker
 * costs the form nothing.
 */
export const LicencePickerModal = ({
  api,
  searchUrl,
  present,
  onAdd,
  onClose,
}: LicencePickerModalProps) => {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState('');
  const [tag, setTag] = useState<LicenceTag>('recommended');
  // Picks are kept by id across searches and tags, in the order made.
  const [picked, setPicked] = useState<ReadonlyMap<string, FormLicence>>(new Map());
  const search = useLicenceSearch(api, searchUrl, text, tag);
  const presentIds = useMemo(
    () => new Set(present.flatMap((licence) => (licence.id ? [licence.id] : []))),
    [present],
  );

  const toggle = (hit: LicenceSearchHit, checked: boolean) =>
    setPicked((before) => {
      const next = new Map(before);
      if (checked) next.set(hit.id, licenceFromHit(hit));
      else next.delete(hit.id);
      return next;
    });

  return (
    <ConfirmModal open title={t('Add standard license')} submitting={false} onClose={onClose}>
      <Modal.Content scrolling>
        <div className="ui form">
          <FormField>
            <label htmlFor={searchId}>{t('Search licenses')}</label>
            <input
              id={searchId}
              type="search"
              dir="auto"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
        </div>
        <LicenceTagFilter tag={tag} onChange={setTag} />
        <LicenceResults
          search={search}
          picked={new Set(picked.keys())}
          present={presentIds}
          onToggle={toggle}
        />
      </Modal.Content>
      <ConfirmActions
        submitting={false}
        onCancel={onClose}
        confirmLabel={t('Add')}
        onConfirm={() => onAdd([...picked.values()])}
      />
    </ConfirmModal>
  );
};
