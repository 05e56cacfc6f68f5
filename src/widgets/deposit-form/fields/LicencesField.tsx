import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../core/api';
import type { FormLicence } from '../../../core/model';
import { errorText, FieldError, useFieldArray } from '../../../ui/fields';
import { useLazyPart } from '../../../ui/hooks/useLazyPart';
import { lazyPart } from '../../../ui/lazyPart';
import { LazyPartFailure } from '../../../ui/LazyPartFailure';
import { Button } from '../../../ui/semantic/Button';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { licencesToAdd } from './licences/licenceChoices';
import { LicenceRow, type MoveDirection } from './licences/LicenceRow';
import { useFocusAfterChange } from './licences/useFocusAfterChange';

export interface LicencesFieldProps {
  /** `config.licenceSearchUrl`; without it only custom licences are offered. */
  licenceSearchUrl?: string;
  vocabulariesApi?: VocabulariesApi;
}

const NAME = 'metadata.rights';

type OpenModal = { kind: 'standard' } | { kind: 'custom'; index?: number } | null;

/** The dialogs load when first opened, with the licence search only the picker needs. */
const licencePickerModal = lazyPart(
  async () => (await import('./licences/LicencePickerModal')).LicencePickerModal,
);
const customLicenceModal = lazyPart(
  async () => (await import('./licences/CustomLicenceModal')).CustomLicenceModal,
);

/** The licences of the record: a list, a standard picker and a custom licence. */
export const LicencesField = ({ licenceSearchUrl, vocabulariesApi }: LicencesFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { items: licences, errors, rowErrors, edits, keys } = useFieldArray<FormLicence>(NAME);
  const { move, remove, push, pushAll, replace } = edits;
  const listError = errorText(errors);
  const [modal, setModal] = useState<OpenModal>(null);
  const [announcement, setAnnouncement] = useState('');
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const focusAfterChange = useFocusAfterChange(fieldset, licences);
  const picker = useLazyPart(licencePickerModal);
  const custom = useLazyPart(customLicenceModal);
  // The rows' Edit buttons wait on their own: the Add custom button does not spin for them.
  const rowEdit = useLazyPart(customLicenceModal);
  const { open: openRowEdit } = rowEdit;

  const onEdit = useCallback(
    (index: number) => openRowEdit(() => setModal({ kind: 'custom', index })),
    [openRowEdit],
  );
  const onMove = useCallback(
    (index: number, direction: MoveDirection, title: string) => {
      const to = direction === 'up' ? index - 1 : index + 1;
      move(index, to);
      // The same arrow in the licence's new place, or its other arrow once at an end.
      focusAfterChange(
        (field) =>
          field.querySelector<HTMLElement>(
            `[data-row="${to}"] [data-action="${direction}"]:not(:disabled)`,
          ) ?? field.querySelector<HTMLElement>(`[data-row="${to}"] [data-action]:not(:disabled)`),
      );
      setAnnouncement(t('{{title}} moved to position {{position}}.', { title, position: to + 1 }));
    },
    [move, focusAfterChange, t],
  );
  const onRemove = useCallback(
    (index: number) => {
      remove(index);
      // The next licence's Remove (or the previous one's), else the Add custom button.
      focusAfterChange(
        (field) =>
          field.querySelector<HTMLElement>(`[data-row="${index}"] [data-action="remove"]`) ??
          field.querySelector<HTMLElement>(`[data-row="${index - 1}"] [data-action="remove"]`) ??
          field.querySelector<HTMLElement>('[data-action="add-custom"]'),
      );
    },
    [remove, focusAfterChange],
  );

  const close = () => setModal(null);
  const editing = modal?.kind === 'custom' && modal.index !== undefined ? modal.index : undefined;
  const standardOffered = Boolean(licenceSearchUrl && vocabulariesApi);
  const { Part: LicencePickerModal } = picker;
  const { Part: CustomLicenceModal } = custom;

  return (
    // Hovering or entering the list starts loading the custom licence dialog its rows open.
    <fieldset
      ref={fieldset}
      className="rdm-licences-field"
      aria-describedby={listError && `${id}-error`}
      aria-busy={rowEdit.busy || undefined}
      {...custom.preloadProps}
    >
      <legend>{t('Licenses')}</legend>
      {listError && <FieldError id={`${id}-error`} message={listError} pointing={false} />}
      {licences.length > 0 && (
        <ol className="rdm-licence-list">
          {licences.map((licence, index) => (
            <LicenceRow
              key={keys[index]}
              index={index}
              licence={licence}
              errors={rowErrors[index] as unknown}
              isFirst={index === 0}
              isLast={index === licences.length - 1}
              onEdit={onEdit}
              onRemove={onRemove}
              onMove={onMove}
            />
          ))}
        </ol>
      )}
      <div role="status" style={visuallyHidden}>
        {announcement}
      </div>
      {standardOffered && (
        <Button
          type="button"
          basic
          icon="add"
          content={t('Add standard')}
          loading={picker.busy}
          aria-busy={picker.busy || undefined}
          onClick={() => picker.open(() => setModal({ kind: 'standard' }))}
          {...picker.preloadProps}
        />
      )}
      <Button
        type="button"
        basic
        icon="add"
        content={t('Add custom')}
        data-action="add-custom"
        loading={custom.busy}
        aria-busy={custom.busy || undefined}
        onClick={() => custom.open(() => setModal({ kind: 'custom' }))}
      />
      {picker.failed && <LazyPartFailure onRetry={picker.retry} />}
      {custom.failed && <LazyPartFailure onRetry={custom.retry} />}
      {rowEdit.failed && <LazyPartFailure onRetry={rowEdit.retry} />}
      {modal?.kind === 'standard' && LicencePickerModal && licenceSearchUrl && vocabulariesApi && (
        <LicencePickerModal
          api={vocabulariesApi}
          searchUrl={licenceSearchUrl}
          present={licences}
          onAdd={(picked) => {
            pushAll(licencesToAdd(licences, picked));
            close();
          }}
          onClose={close}
        />
      )}
      {modal?.kind === 'custom' && CustomLicenceModal && (
        <CustomLicenceModal
          licence={editing === undefined ? undefined : licences[editing]}
          onSave={(licence) => {
            if (editing === undefined) push(licence);
            else replace(editing, licence);
            close();
          }}
          onClose={close}
        />
      )}
    </fieldset>
  );
};
