import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { EditorRecord, SelectOption } from '../../../core/model';
import type { PrefillConfig, PrefillEntry } from '../../../core/prefill/types';
import {
  applyPrefill,
  SOURCE_RELATIONS,
  sourceRelation,
  undoPrefill,
} from '../../../core/rules/prefillApply';
import {
  defaultChoice,
  prefillRows,
  prefillValuesOf,
  unplacedValues,
  type PrefillFormFields,
  type PrefillRow,
  type PrefillTarget,
} from '../../../core/rules/prefillReview';
import { Button } from '../../../ui/semantic/Button';
import { Modal } from '../../../ui/semantic/Modal';
import { PrefillEntryChooser } from './PrefillEntryChooser';
import { PrefillFailureMessage } from './PrefillFailureMessage';
import { PrefillReview } from './PrefillReview';
import { PrefillSourceForm } from './PrefillSourceForm';
import { useLoadPrefillCore, type PrefillCore } from './prefillCore';
import { sourceName, usePrefillLookup, type PrefillRepository } from './usePrefillLookup';

/** The form's values filled as the depositor chose, and how to undo it. */
export interface PrefillFilling {
  values: EditorRecord;
  /** How many fields changed. */
  count: number;
  /** The values then, with the filled fields as they were before; the others as they are. */
  undo: (values: EditorRecord) => EditorRecord;
}

/** What the depositor chose to fill, applied to the form's values when called. */
export interface PrefillChoice {
  fill: (values: EditorRecord) => PrefillFilling;
  /** What the work came from, named for the message after filling. */
  source: string;
}

export interface PrefillDialogProps {
  config: PrefillConfig | undefined;
  /** What the lookups match against: the repository's vocabularies and fields. */
  repository: PrefillRepository;
  /** The form's language: the work's texts are read in it, as a draft's are. */
  locale: string;
  fields: PrefillFormFields;
  /** The form's values now, to compare with. */
  current: () => PrefillTarget;
  relationTypes: readonly SelectOption[] | undefined;
  onFill: (choice: PrefillChoice) => void;
  onClose: () => void;
}

interface ReviewChoice {
  rows: readonly PrefillRow[];
  paths: Set<string>;
  relation: string;
}

/** The core's detection, once loaded: until then the field says nothing. */
const useRecognise = (): PrefillCore['recognisePrefillText'] | null => {
  const load = useLoadPrefillCore();
  const [recognise, setRecognise] = useState<PrefillCore['recognisePrefillText'] | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (core) => live && setRecognise(() => core.recognisePrefillText),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return recognise;
};

/**
 * 'Start from a DOI or a citation file': an identifier looked up or a file read, the work
 * chosen among several, and each field reviewed before the form is filled. Nothing reaches
 * the form until 'Fill the form'. Mount it only while open.
 */
export const PrefillDialog = ({
  config,
  repository,
  locale,
  fields,
  current,
  relationTypes,
  onFill,
  onClose,
}: PrefillDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const textInput = useRef<HTMLInputElement>(null);
  const review = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const { state, lookUp, readFile, cancel, retry } = usePrefillLookup(
    useLoadPrefillCore(),
    config,
    repository,
  );
  const recognise = useRecognise();
  const recognised = recognise ? sourceName(recognise(text)) : null;

  const entries = state.phase === 'found' ? state.result.entries : null;
  const [picked, setPicked] = useState<number | null>(null);
  const chosenIndex = entries?.length === 1 ? 0 : picked;
  const entry: PrefillEntry | undefined = chosenIndex === null ? undefined : entries?.[chosenIndex];

  const found = useMemo(() => entry && prefillValuesOf(entry, locale), [entry, locale]);
  const rows = useMemo(
    () => (found ? prefillRows(found, current(), fields) : []),
    [found, current, fields],
  );
  const unplaced = useMemo(
    () => (entry && found ? unplacedValues(entry, found, fields) : []),
    [entry, found, fields],
  );
  // The depositor's ticks and relation, for the rows they were made on: another work starts
  // from its own defaults.
  const [edited, setEdited] = useState<ReviewChoice | null>(null);
  const { paths, relation }: ReviewChoice =
    edited?.rows === rows ? edited : { rows, paths: defaultChoice(rows), relation: '' };
  const setPaths = (next: Set<string>) => setEdited({ rows, paths: next, relation });
  const setRelation = (next: string) => setEdited({ rows, paths, relation: next });
  const relationOptions = useMemo(
    () =>
      (relationTypes ?? []).filter((option) =>
        (SOURCE_RELATIONS as readonly string[]).includes(option.value),
      ),
    [relationTypes],
  );

  // What was found is where the focus goes, so a reader hears it; back, the field again.
  const shown = state.phase === 'found';
  useEffect(() => {
    if (shown) review.current?.focus();
    else textInput.current?.focus();
  }, [shown]);

  const back = () => {
    setPicked(null);
    cancel();
  };
  const fill = () => {
    if (!found || state.phase !== 'found') return;
    const related =
      entry?.sourceIdentifier && relation
        ? sourceRelation(entry.sourceIdentifier, relation)
        : undefined;
    onFill({
      fill: (values) => {
        const applied = applyPrefill(values, found, paths, related);
        return {
          values: applied.values,
          count: applied.count,
          undo: (now) => undoPrefill(now, applied.undo),
        };
      },
      source: state.source,
    });
  };

  const working = state.phase === 'working';
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
      <Modal.Header id={titleId}>{t('Start from a DOI or a citation file')}</Modal.Header>
      <Modal.Content>
        {state.phase !== 'found' ? (
          <>
            <PrefillSourceForm
              text={text}
              onText={setText}
              recognised={recognised}
              fileName={fileName}
              busy={working}
              onLookUp={() => {
                setFileName(null);
                lookUp(text);
              }}
              onFile={(file) => {
                setFileName(file.name);
                readFile(file);
              }}
              textInput={textInput}
            />
            <div role="status" className="rdm-prefill-status">
              {working && (
                <p>
                  <span className="ui active mini inline loader" aria-hidden="true" />{' '}
                  {t('Loading…')}
                </p>
              )}
            </div>
            {working && (
              <Button type="button" size="small" content={t('Cancel')} onClick={cancel} />
            )}
            <div role="alert">
              {state.phase === 'failed' && (
                <PrefillFailureMessage error={state.error} onRetry={retry} />
              )}
            </div>
          </>
        ) : (
          <div ref={review} tabIndex={-1} className="rdm-prefill-found">
            <p>
              <strong dir="auto">{state.source}</strong>
            </p>
            {entries && entries.length > 1 && (
              <PrefillEntryChooser entries={entries} chosen={picked} onChoose={setPicked} />
            )}
            {entry && (
              <PrefillReview
                rows={rows}
                chosen={paths}
                onChosen={setPaths}
                source={entry.sourceIdentifier}
                relation={relation}
                onRelation={setRelation}
                relationOptions={relationOptions}
                unplaced={unplaced}
              />
            )}
          </div>
        )}
      </Modal.Content>
      <Modal.Actions>
        {state.phase === 'found' && (
          <Button
            type="button"
            basic
            floated="left"
            icon="arrow left"
            content={t('Back')}
            onClick={back}
          />
        )}
        <Button type="button" basic content={t('Close')} onClick={onClose} />
        {state.phase === 'found' && (
          <Button
            type="button"
            primary
            icon="check"
            content={t('Fill the form')}
            disabled={!entry || (paths.size === 0 && !relation)}
            onClick={fill}
          />
        )}
      </Modal.Actions>
    </Modal>
  );
};
