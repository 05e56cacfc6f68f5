import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { createEditorSession, type EditorForm } from '../../core/editor/session';
import type { EditorController, EditorControllerState } from '../../core/editor/types';
import { depositSections } from '../../core/rules/depositSections';
import { flashWithoutFiles } from '../../core/rules/settledFiles';
import { EditorSessionFields, useFormValue } from '../../ui/fields';
import { useStoreSelection } from '../../ui/hooks/useStoreSelection';
import { OverridablePart } from '../../ui/overrides';
import { ActionsBar } from './ActionsBar';
import { ConflictPanel } from './ConflictPanel';
import { CurationChecksPanel } from './CurationChecksPanel';
import {
  DraftActionsContext,
  useEditorSession,
  useRunDraftAction,
  type RunDraftAction,
} from './draftActions';
import { DraftSaveStatus } from './DraftSaveStatus';
import { customSectionsOf } from './fields/custom/customFieldSections';
import { FlashBanner } from './FlashBanner';
import { ActionsSkipLink } from './layout/ActionsSkipLink';
import { DepositLayout } from './layout/DepositLayout';
import { DepositSection } from './layout/DepositSection';
import { DepositSectionsProvider } from './layout/DepositSections';
import { SectionNav } from './layout/SectionNav';
import { WithSavedRecord } from './savedRecord';

/** Parts other components fill; each is rendered inside the form, so it may read it. */
export interface DepositFormSlots {
  statusBanner?: ReactNode;
  communityHeader?: ReactNode;
  access?: ReactNode;
  pids?: ReactNode;
  files?: ReactNode;
  /** Leave-page warning and other unsaved-edits helpers. */
  unsaved?: ReactNode;
  /** Shown above the actions: the save status while autosave is on, in place of the draft's own. */
  actionsStatus?: ReactNode;
  /** Under the actions: deleting the published record, where the repository offers it. */
  recordDeletion?: ReactNode;
  /** Under those: a new upload made from what the form holds. */
  newUpload?: ReactNode;
  /** Above the form's first section: starting from a DOI or a citation file. */
  prefill?: ReactNode;
}

export interface DepositFormProps {
  controller: EditorController;
  /** Where the browser goes after publish, preview, submit or delete. */
  navigate?: (url: string) => void;
  slots?: DepositFormSlots;
  /** The draft's file count, fed by the files slot's owner (Publish needs one when files are on). */
  fileCount?: number;
  /** Files are still uploading: until they finish, what the server said of them stands. */
  uploading?: boolean;
  /**
   * Opens the community selection (the 'Change community' button of declined drafts); focus
   * goes back to `opener` when it closes.
   */
  onChangeCommunity: (opener: HTMLElement) => void;
  /** The metadata fields, in sections (see DepositSection). */
  children?: ReactNode;
}

const goTo = (url: string) => window.location.assign(url);

const invalidOf = (form: EditorForm) => form.invalid;
// What the page reads of the controller's state, each part on its own: a save's answer
// changes the record, and renders only what shows the record (see WithSavedRecord).
const selfHtmlOf = (state: EditorControllerState) => state.record.links.self_html;
const configOf = (state: EditorControllerState) => state.config;
const flashOf = (state: EditorControllerState) => state.flash;
const conflictsOf = (state: EditorControllerState) => state.conflicts;
const submittingOf = (state: EditorControllerState) => state.submitting;
const checksOf = (state: EditorControllerState) => state.checks;
const communityOf = (state: EditorControllerState) => state.editorState.selectedCommunity;

/**
 * The deposit editor's page: the flash banner, the slots, the fields and the actions, over
 * one editor session, which owns the values the user edits. The controller owns what the
 * server said; each answer reaches the values through the session's one three-way merge, so
 * nothing typed while a call runs is lost.
 */
export const DepositForm = ({
  controller,
  navigate = goTo,
  slots = {},
  fileCount = 0,
  uploading = false,
  onChangeCommunity,
  children,
}: DepositFormProps) => {
  // Once uploads have finished with files there, what the server said of the files no longer
  // holds.
  const filesThere = fileCount > 0 && !uploading;
  const [session] = useState(() => createEditorSession({ controller, filesSettled: filesThere }));
  useEffect(() => () => session.dispose(), [session]);
  useEffect(() => session.setFilesSettled(filesThere), [filesThere, session]);
  useDraftAddress(useStoreSelection(controller, selfHtmlOf));

  const run = useCallback<RunDraftAction>(
    async (action, options) => {
      const outcome = await session.run(action, options);
      if (outcome.ok && outcome.redirect) navigate(outcome.redirect);
      return outcome;
    },
    [session, navigate],
  );
  const draftActions = useMemo(() => ({ session, run }), [session, run]);
  return (
    <DraftActionsContext.Provider value={draftActions}>
      <EditorSessionFields session={session}>
        <DepositFormBody
          controller={controller}
          slots={slots}
          fileCount={fileCount}
          filesThere={filesThere}
          onChangeCommunity={onChangeCommunity}
        >
          {children}
        </DepositFormBody>
      </EditorSessionFields>
    </DraftActionsContext.Provider>
  );
};

type DepositFormBodyProps = Omit<DepositFormProps, 'navigate' | 'uploading'> & {
  filesThere: boolean;
};

/** The page inside the session's providers, so it reads the form as its fields do. */
const DepositFormBody = ({
  controller,
  slots = {},
  fileCount = 0,
  filesThere,
  onChangeCommunity,
  children,
}: DepositFormBodyProps) => {
  const { t } = useTranslation();
  const session = useEditorSession();
  const run = useRunDraftAction();
  const invalid = useStoreSelection(session, invalidOf);
  const filesEnabled = useFormValue<boolean>('files.enabled');
  const config = useStoreSelection(controller, configOf);
  const flash = useStoreSelection(controller, flashOf);
  const conflicts = useStoreSelection(controller, conflictsOf);
  const submitting = useStoreSelection(controller, submittingOf);
  const checks = useStoreSelection(controller, checksOf);
  const community = useStoreSelection(controller, communityOf);

  const sections = useMemo(
    () => depositSections(customSectionsOf(config.custom_fields?.ui)),
    [config.custom_fields?.ui],
  );
  const root = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const actionsId = useId();
  // Memoised: a new flash object would take focus to the banner again.
  const serverFlash = useMemo(
    () => (filesThere ? flashWithoutFiles(flash) : flash),
    [filesThere, flash],
  );

  return (
    // Fomantic hides coloured messages inside a form unless the form carries their state
    // classes; the flash, the uploader's warnings and the hints must always show. A div: the
    // fields sit in a form per section (see FieldGroupForm), and forms cannot nest.
    <DepositSectionsProvider sections={sections} root={root}>
      <div ref={root}>
        <div className="ui error warning success form rdm-deposit-form">
          <ActionsSkipLink actions={actions} actionsId={actionsId} />
          {/* What comes and goes above the form and in the side column sits in boxes that are
              always there: one appearing restyles its box, not the whole form after it. */}
          <div className="rdm-deposit-notices">
            <FlashBanner
              flash={invalid ?? serverFlash}
              onDismiss={() => (invalid ? session.dismissInvalid() : controller.dismissFlash())}
            />
            {conflicts.length > 0 && (
              <ConflictPanel
                conflicts={conflicts}
                submitting={submitting}
                onSave={(choose) => void run((values) => controller.save(choose(values)))}
              />
            )}
            {slots.unsaved}
            {slots.statusBanner}
          </div>
          <DepositLayout
            actionsRef={actions}
            actionsId={actionsId}
            main={
              <>
                {slots.prefill}
                <CurationChecksPanel checks={checks} />
                {slots.files && (
                  <DepositSection id="files" title={t('Files')} fieldForm={false}>
                    {slots.files}
                  </DepositSection>
                )}
                {children}
              </>
            }
            sideTop={
              <>
                {slots.communityHeader}
                <div className="rdm-draft-status">
                  {slots.actionsStatus ?? (
                    <WithSavedRecord controller={controller}>
                      {(record) => <DraftSaveStatus record={record} />}
                    </WithSavedRecord>
                  )}
                </div>
              </>
            }
            actions={
              <WithSavedRecord controller={controller}>
                {(record) => (
                  <ActionsBar
                    record={record}
                    community={community}
                    submitting={submitting}
                    filesEnabled={filesEnabled}
                    fileCount={fileCount}
                    communityRequired={config.community_required_to_publish === true}
                    checklist={config.publish_checklist}
                    onSave={() => void run((values) => controller.save(values))}
                    onPreview={() => void run((values) => controller.preview(values))}
                    onPublish={(withoutCommunity) =>
                      run(
                        (values) =>
                          withoutCommunity
                            ? controller.publishWithoutCommunity(values)
                            : controller.publish(values),
                        { publishing: true },
                      )
                    }
                    onSubmitReview={(comment) =>
                      run((values) => controller.submitReview(values, { comment }), {
                        publishing: true,
                      })
                    }
                    onDelete={() =>
                      run((values) => controller.deleteDraft(values), { check: false })
                    }
                    onChangeCommunity={onChangeCommunity}
                  />
                )}
              </WithSavedRecord>
            }
            sideRest={
              <>
                <div className="rdm-record-actions">
                  {slots.recordDeletion}
                  {slots.newUpload}
                </div>
                {slots.access && (
                  <OverridablePart overrideId="deposit-form.panel.access">
                    <SidePanel title={t('Visibility')}>{slots.access}</SidePanel>
                  </OverridablePart>
                )}
                {slots.pids && (
                  <OverridablePart overrideId="deposit-form.panel.pids">
                    <SidePanel title={t('Digital Object Identifier')}>{slots.pids}</SidePanel>
                  </OverridablePart>
                )}
                <SectionNav fileCount={fileCount} />
              </>
            }
          />
        </div>
      </div>
    </DepositSectionsProvider>
  );
};

/** A titled box of the side column. */
const SidePanel = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title} className="ui segment rdm-side-panel">
    <h2 className="ui small header">{title}</h2>
    {children}
  </section>
);

/**
 * Once a new draft is saved, the page address becomes the draft's own, so a reload opens it
 * instead of a fresh form. Another origin's address cannot be set and is left alone.
 */
const useDraftAddress = (selfHtml: string | undefined) => {
  useEffect(() => {
    if (!selfHtml) return;
    const target = new URL(selfHtml, window.location.href);
    const here = window.location;
    if (target.origin !== here.origin || target.pathname === here.pathname) return;
    window.history.replaceState(null, '', target.href);
  }, [selfHtml]);
};
