import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import type { VocabulariesApi } from '../../../../core/api';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE } from '../../../../core/creatorsImport/columns';
import type { ImportedRow } from '../../../../core/creatorsImport/types';
import type { FormCreatibutor, SelectOption } from '../../../../core/model';
import { Button } from '../../../../ui/semantic/Button';
import { Modal } from '../../../../ui/semantic/Modal';
import type { CreatibutorKind } from './creatibutorFormValues';
import { IMPORT_TITLES } from './creatibutorsImportTitles';
import { ImportPreviewTable } from './ImportPreviewTable';
import { useCreatorsImport } from './useCreatorsImport';

export interface CreatibutorsImportModalProps {
  kind: CreatibutorKind;
  roleOptions?: readonly SelectOption[];
  vocabulariesApi?: VocabulariesApi;
  /** The people without errors, once the user confirms; the caller closes the modal. */
  onAdd: (creatibutors: FormCreatibutor[]) => void;
  onClose: () => void;
}

const ADD_LABELS: Record<CreatibutorKind, string> = {
  creators: 'Add {{count}} creators',
  contributors: 'Add {{count}} contributors',
};

const NO_ROWS: readonly ImportedRow[] = [];

/** Files the picker offers: CSV, a list, or InvenioRDM's own JSON import file. */
const ACCEPTED = '.csv,.tsv,.txt,.json,text/csv';

/**
 * Creators or contributors from a CSV file or a pasted list (or InvenioRDM's JSON import
 * file): the rows read are shown with their errors, and nothing is added until the user
 * confirms; rows with errors are left out. Mount it only while open.
 */
export const CreatibutorsImportModal = ({
  kind,
  roleOptions,
  vocabulariesApi,
  onAdd,
  onClose,
}: CreatibutorsImportModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const pasteId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [pasted, setPasted] = useState('');
  const options = useMemo(() => ({ kind, roleOptions }), [kind, roleOptions]);
  const { state, read, reset } = useCreatorsImport(options, vocabulariesApi);
  const rows = state.phase === 'review' ? state.rows : NO_ROWS;
  const valid = useMemo(() => rows.filter((row) => row.errors.length === 0), [rows]);
  const matching = state.phase === 'review' && state.matching;
  const picking = state.phase === 'pick' || state.phase === 'failed';

  // What was read is said where the focus lands; back to picking, the focus is on its button.
  const reviewed = useRef(false);
  useEffect(() => {
    if (state.phase === 'review' || state.phase === 'failed') {
      reviewed.current = true;
      summary.current?.focus();
    } else if (state.phase === 'pick' && reviewed.current) chooseButton.current?.focus();
  }, [state.phase]);

  const readFile = (file: File | undefined) => {
    if (file) void read(file, file.name);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (state.phase !== 'reading') readFile(event.dataTransfer.files[0]);
  };

  return (
    <Modal
      open
      size="large"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      closeOnDimmerClick={false}
      onClose={onClose}
    >
      <Modal.Header id={titleId}>{t(IMPORT_TITLES[kind])}</Modal.Header>
      <Modal.Content className="ui form">
        <div ref={summary} tabIndex={-1} role="status" className="rdm-import-summary">
          {state.phase === 'failed' && (
            <div className="ui negative message visible">
              {t('The file could not be read. Please try again.')}
            </div>
          )}
          {state.phase === 'review' && rows.length === 0 && (
            <div className="ui warning message visible">
              {t('The file appears to be empty or contains invalid data.')}
            </div>
          )}
          {valid.length < rows.length && (
            <div className="ui negative message visible">
              {t('{{count}} entries could not be imported', { count: rows.length - valid.length })}
            </div>
          )}
          {matching && <p>{t('Matching affiliations…')}</p>}
        </div>
        {state.phase === 'reading' && <div className="ui active centered inline loader" />}
        {picking && (
          <>
            <div
              className="ui placeholder segment rdm-import-drop"
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop}
            >
              <Button
                ref={chooseButton}
                type="button"
                primary
                icon="folder open outline"
                content={t('Choose file')}
                onClick={() => fileInput.current?.click()}
              />
              <p>{t('Or drag a file here')}</p>
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPTED}
                hidden
                aria-label={t('Choose file')}
                onChange={(event) => {
                  readFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </div>
            <div className="field">
              <label htmlFor={pasteId}>{t('Or paste a list')}</label>
              <textarea
                id={pasteId}
                rows={5}
                value={pasted}
                onChange={(event) => setPasted(event.target.value)}
              />
            </div>
            <Button
              type="button"
              content={t('Preview')}
              disabled={pasted.trim() === ''}
              onClick={() => void read(pasted)}
            />
            <h3 className="ui small header">{t('File format')}</h3>
            <p>
              {t(
                'A CSV file with a header row naming its columns, or one person per line: Family, Given.',
              )}
            </p>
            <p>
              {IMPORT_COLUMNS.map((column, index) => (
                <span key={column}>
                  {index > 0 && ', '}
                  <code>{column}</code>
                </span>
              ))}
            </p>
            <pre className="rdm-import-example">{IMPORT_EXAMPLE}</pre>
          </>
        )}
        {state.phase === 'review' && (
          <>
            {state.source && (
              <p>
                <Icon name="file outline" aria-hidden="true" />
                <strong>{state.source}</strong>
              </p>
            )}
            {rows.length > 0 && (
              <ImportPreviewTable rows={rows} roleOptions={roleOptions} label={t('Preview')} />
            )}
          </>
        )}
      </Modal.Content>
      <Modal.Actions>
        {state.phase === 'review' && (
          <Button
            type="button"
            basic
            floated="left"
            icon="arrow left"
            content={t('Choose a different file')}
            onClick={reset}
          />
        )}
        <Button type="button" basic content={t('Cancel')} onClick={onClose} />
        {state.phase === 'review' && (
          <Button
            type="button"
            primary
            icon="check"
            disabled={matching || valid.length === 0}
            content={t(ADD_LABELS[kind], { count: valid.length })}
            onClick={() => onAdd(valid.map((row) => row.creatibutor))}
          />
        )}
      </Modal.Actions>
    </Modal>
  );
};
