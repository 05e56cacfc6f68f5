import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import type { VocabulariesApi } from '../../../../core/api';
import type {
  FormCreatibutor,
  FormVocabularies,
  NamesAutocompleteMode,
} from '../../../../core/model';
import { CREATORS_SHOWN } from '../../../../core/rules';
import { errorText, FieldError, useFieldArray } from '../../../../ui/fields';
import { useLazyPart } from '../../../../ui/hooks/useLazyPart';
import { useLoadedPart } from '../../../../ui/hooks/useLoadedPart';
import { useWhenIdle } from '../../../../ui/hooks/useWhenIdle';
import { lazyPart } from '../../../../ui/lazyPart';
import { LazyPartFailure } from '../../../../ui/LazyPartFailure';
import { visuallyHidden } from '../../../../ui/visuallyHidden';
import { IMPORT_TITLES } from './creatibutorsImportTitles';
import type { CreatibutorKind } from './creatibutorFormValues';
import { VIRTUALISE_ABOVE, type SharedRowProps } from './creatibutorRows';
import { CreatibutorsSummary } from './CreatibutorsSummary';
import { PlainCreatibutorList } from './PlainCreatibutorList';
import { useRowMoves } from './useRowMoves';
import { VirtualCreatibutorList } from './VirtualCreatibutorList';

/** The dialog, with its names and affiliations search, loads when a depositor first needs it. */
const creatibutorModal = lazyPart(
  async () => (await import('./CreatibutorModal')).CreatibutorModal,
);

/**
 * Drag and drop, for the mouse, loads once the page is idle and a list has two rows to reorder:
 * the Move buttons reorder meanwhile.
 */
const rowDrag = lazyPart(async () => (await import('./RowDrag')).RowDrag);

/** The import and its CSV parser load when it first opens: a form that never imports never pays. */
const creatibutorsImportModal = lazyPart(
  async () => (await import('./CreatibutorsImportModal')).CreatibutorsImportModal,
);

export interface CreatibutorsFieldProps {
  kind: CreatibutorKind;
  vocabularies?: FormVocabularies;
  vocabulariesApi?: VocabulariesApi;
  autocompleteNames?: NamesAutocompleteMode;
  /** Suggests the people of the user's earlier records (config `coauthorSuggestions`). */
  coauthorSuggestions?: boolean;
  /** Offers adding people from a file (config `creatorsFileImport`). */
  fileImport?: boolean;
}

/**
 * Each list's name, add button and the help under it, in InvenioRDM v14's words (invenio-app-rdm
 * #3197): creators are named 'Authors/Creators', the names a citation shows.
 */
const TEXTS: Record<CreatibutorKind, { legend: string; add: string; help: string }> = {
  creators: {
    legend: 'Authors/Creators',
    add: 'Add author',
    help: 'Use the Authors/Creators field for names that should appear in the citation. Use the Contributors field below for other names.',
  },
  contributors: {
    legend: 'Contributors',
    add: 'Add contributor',
    help: 'Contributors are not included in the citation, but are shown on the record page.',
  },
};

/** Which row the modal edits; `undefined` index means a new one. */
interface OpenModal {
  index?: number;
  /** Gets the focus back when the modal closes. */
  opener: HTMLElement | null;
}

/** `metadata.creators` or `metadata.contributors`: a reorderable list with an add/edit modal. */
export const CreatibutorsField = ({
  kind,
  vocabularies,
  vocabulariesApi,
  autocompleteNames,
  coauthorSuggestions,
  fileImport = false,
}: CreatibutorsFieldProps) => {
  const { t } = useTranslation();
  const helpId = useId();
  // Rows get their own item, so a keystroke elsewhere re-renders no row.
  const { items, errors, rowErrors, edits, keys } = useFieldArray<FormCreatibutor>(
    `metadata.${kind}`,
  );
  const { remove, push, pushAll, replace, move } = edits;
  const listError = errorText(errors);
  const legend = t(TEXTS[kind].legend);

  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [importing, setImporting] = useState(false);
  const { announcement, onMove, onDrop } = useRowMoves(kind, items, move, list);
  const editor = useLazyPart(creatibutorModal);
  // The rows' Edit buttons wait on their own: the Add button does not spin for them.
  const rowEditor = useLazyPart(creatibutorModal);
  const importer = useLazyPart(creatibutorsImportModal);
  const { open: openRowEditor } = rowEditor;
  const { RowDrag, loadRowDrag } = useRowDrag(items.length > 1);

  const onEdit = useCallback(
    (index: number) => {
      const opener = document.activeElement as HTMLElement | null;
      openRowEditor(() => setModal({ index, opener }));
    },
    [openRowEditor],
  );
  const onRemove = useCallback(
    (index: number) => {
      remove(index);
      // The removed row's button is gone: the focus goes to the Add button.
      addButton.current?.focus();
    },
    [remove],
  );
  const roleOptions = vocabularies?.[kind]?.role;
  const shared: SharedRowProps = useMemo(
    () => ({ kind, roleOptions, onEdit, onRemove, onMove, onDrop, RowDrag }),
    [kind, roleOptions, onEdit, onRemove, onMove, onDrop, RowDrag],
  );

  const close = () => {
    const opener = modal?.opener;
    setModal(null);
    (opener?.isConnected ? opener : addButton.current)?.focus();
  };
  const save = (value: FormCreatibutor, addAnother: boolean) => {
    if (modal?.index === undefined) push(value);
    else {
      // The modal checked the new value: replacing drops the row's old messages.
      replace(modal.index, value);
    }
    if (!addAnother) close();
    // After 'Save and add another' the modal stays open for a new one.
    else if (modal?.index !== undefined) setModal({ opener: modal.opener });
  };

  const List = items.length > VIRTUALISE_ABOVE ? VirtualCreatibutorList : PlainCreatibutorList;
  const { Part: CreatibutorModal } = editor;
  const { Part: CreatibutorsImportModal } = importer;
  return (
    // Hovering or entering the list starts loading the dialog its buttons open.
    <fieldset
      className="rdm-list-field rdm-creatibutors-field"
      aria-busy={rowEditor.busy || undefined}
      {...editor.preloadProps}
    >
      {/* Publishing needs creators, not contributors: marked as the required inputs are. */}
      <legend className={kind === 'creators' ? 'rdm-required' : undefined}>{legend}</legend>
      {listError && <FieldError message={listError} pointing={false} />}
      {items.length > CREATORS_SHOWN && <CreatibutorsSummary items={items} />}
      {/* A pointer over the rows loads drag and drop again if its load failed. */}
      <div ref={list} onPointerEnter={loadRowDrag}>
        <List items={items} keys={keys} rowErrors={rowErrors} label={legend} shared={shared} />
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </div>
      {/* A native button: the modal's close returns the focus to it through the ref. */}
      <button
        ref={addButton}
        type="button"
        className={editor.busy ? 'ui basic loading button' : 'ui basic button'}
        aria-describedby={helpId}
        aria-busy={editor.busy || undefined}
        onClick={() => editor.open(() => setModal({ opener: addButton.current }))}
      >
        <Icon name="add" />
        {t(TEXTS[kind].add)}
      </button>
      <p id={helpId} className="rdm-field-hint">
        {t(TEXTS[kind].help)}
      </p>
      {fileImport && (
        <button
          type="button"
          className={importer.busy ? 'ui basic loading button' : 'ui basic button'}
          aria-busy={importer.busy || undefined}
          onClick={() => importer.open(() => setImporting(true))}
          {...importer.preloadProps}
        >
          <Icon name="upload" />
          {t(IMPORT_TITLES[kind])}
        </button>
      )}
      {editor.failed && <LazyPartFailure onRetry={editor.retry} />}
      {rowEditor.failed && <LazyPartFailure onRetry={rowEditor.retry} />}
      {importer.failed && <LazyPartFailure onRetry={importer.retry} />}
      {modal && CreatibutorModal && (
        <CreatibutorModal
          kind={kind}
          initial={modal.index === undefined ? undefined : items[modal.index]}
          vocabularies={vocabularies}
          vocabulariesApi={vocabulariesApi}
          autocompleteNames={autocompleteNames}
          coauthorSuggestions={coauthorSuggestions}
          onSave={save}
          onClose={close}
        />
      )}
      {importing && CreatibutorsImportModal && (
        <CreatibutorsImportModal
          kind={kind}
          roleOptions={roleOptions}
          vocabulariesApi={vocabulariesApi}
          onAdd={(added) => {
            // One change of the list, saved and checked as any other.
            pushAll(added);
            setImporting(false);
          }}
          onClose={() => setImporting(false)}
        />
      )}
    </fieldset>
  );
};

/**
 * The rows' drag and drop once loaded. A failed load is not told: the Move buttons do the
 * same; the next pointer over the rows tries again.
 */
const useRowDrag = (needed: boolean) => {
  const idle = useWhenIdle();
  const { Part: RowDrag, load } = useLoadedPart(rowDrag, idle && needed);
  const loadRowDrag = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  return { RowDrag, loadRowDrag };
};
