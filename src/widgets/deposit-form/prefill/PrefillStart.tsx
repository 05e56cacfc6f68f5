import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../core/api';
import type { EditorConfig } from '../../../core/model';
import type { PrefillFormFields } from '../../../core/rules/prefillReview';
import { useLazyPart } from '../../../ui/hooks/useLazyPart';
import { lazyPart } from '../../../ui/lazyPart';
import { LazyPartFailure } from '../../../ui/LazyPartFailure';
import { Button } from '../../../ui/semantic/Button';
import { useEditorSession } from '../draftActions';
import { customSectionsOf } from '../fields/custom/customFieldSections';
import type { PrefillChoice, PrefillFilling } from './PrefillDialog';
import type { PrefillRepository } from './usePrefillLookup';
import { loadPrefillDialog } from './loadPrefillDialog';
import { PrefillNotice } from './PrefillNotice';

/** The dialog, the review's rules and the core it calls load when first opened. */
const prefillDialog = lazyPart(async () => (await loadPrefillDialog()).PrefillDialog);

export interface PrefillStartProps {
  config: EditorConfig;
  vocabulariesApi: VocabulariesApi;
  /**
   * The page opened a new upload: the panel that invites to start from a work. A saved draft
   * has a smaller button in its place. Fixed for the page, so the form does not move when the
   * new upload is first saved.
   */
  newUpload: boolean;
}

interface Filled {
  count: number;
  source: string;
  undo: PrefillFilling['undo'];
  undone: boolean;
}

/**
 * 'Start from a DOI or a citation file' above the form's first section
 * (docs/behaviour.md#start-from-a-doi-or-a-citation-file): the dialog, then the chosen fields
 * set in the form in one change, which the usual save and checks take from there, and Undo.
 * Memoised: nothing of the saved draft reaches it, so the page rendering after a save skips it.
 */
export const PrefillStart = memo(function PrefillStart({
  config,
  vocabulariesApi,
  newUpload,
}: PrefillStartProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const session = useEditorSession();
  const [open, setOpen] = useState(false);
  const [filled, setFilled] = useState<Filled | null>(null);
  const opening = useLazyPart(prefillDialog);
  const { Part: PrefillDialog } = opening;
  const ui = config.custom_fields?.ui;
  const fields = useMemo<PrefillFormFields>(() => {
    const sections = customSectionsOf(ui);
    return {
      customFields: sections.flatMap((section) => section.fields),
      customLabels: Object.assign({}, ...sections.map((section) => section.labels)),
      vocabularies: config.vocabularies,
    };
  }, [ui, config.vocabularies]);
  const repository = useMemo<PrefillRepository>(
    () => ({
      vocabularies: vocabulariesApi,
      resourceTypes: config.vocabularies?.resource_type?.map((type) => type.id),
      licenceSearchUrl: config.licenceSearchUrl,
      customFields: fields.customFields.map((path) => path.replace(/^custom_fields\./, '')),
      locale: config.default_locale,
    }),
    [vocabulariesApi, config.vocabularies, config.licenceSearchUrl, config.default_locale, fields],
  );
  const current = useCallback(() => session.getValues(), [session]);

  if (config.prefill === false) return null;

  // Filling and undoing are one change of the values each, saved and checked as typing is.
  const fill = (choice: PrefillChoice) => {
    const { values, count, undo } = choice.fill(session.getValues());
    session.setValues(values);
    setFilled({ count, source: choice.source, undo, undone: false });
    setOpen(false);
  };
  const undo = () => {
    if (!filled) return;
    session.setValues(filled.undo(session.getValues()));
    setFilled({ ...filled, undone: true });
  };

  const opener = (
    <Button
      type="button"
      aria-haspopup="dialog"
      {...(newUpload
        ? { icon: 'magic', content: t('Start from …') }
        : {
            basic: true,
            size: 'small' as const,
            icon: 'magic',
            content: t('Fill from a DOI or file…'),
          })}
      loading={opening.busy}
      aria-busy={opening.busy || undefined}
      onClick={() => opening.open(() => setOpen(true))}
      {...opening.preloadProps}
    />
  );
  return (
    <div className={newUpload ? 'ui segment rdm-prefill' : 'rdm-prefill rdm-prefill-compact'}>
      {newUpload ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="ui small header">
            {t('Start from a DOI or a citation file')}
          </h2>
          <p>
            {t(
              'Fill in the form from a DOI, arXiv, PubMed or ORCID work, or from a BibTeX, RIS, CSL-JSON, CITATION.cff or codemeta.json file.',
            )}
          </p>
          {opener}
        </section>
      ) : (
        opener
      )}
      <div role="status">
        {filled && (
          <PrefillNotice
            count={filled.count}
            source={filled.source}
            undone={filled.undone}
            onUndo={undo}
          />
        )}
      </div>
      {opening.failed && <LazyPartFailure onRetry={opening.retry} />}
      {open && PrefillDialog && (
        <PrefillDialog
          config={config.prefill}
          repository={repository}
          locale={config.default_locale ?? ''}
          fields={fields}
          current={current}
          relationTypes={config.vocabularies?.related_identifiers?.relation_type}
          onFill={fill}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
});
