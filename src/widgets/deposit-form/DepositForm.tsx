import type { FormikErrors } from 'formik';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';
import { mergeDraft } from '../../core/editor/mergeDraft';
import type {
  ActionOutcome,
  EditorController,
  EditorControllerState,
} from '../../core/editor/types';
import type { EditorRecord } from '../../core/model';
import { depositSections } from '../../core/rules/depositSections';
import { formErrorsFlash, type Flash } from '../../core/serializer/flashMessages';
import type { ErrorMap } from '../../core/serializer/serverErrors';
import { validateDeposit } from '../../core/validation';
import { SlicedFormik, useFormActions, useFormValue } from '../../ui/fields';
import { ActionsBar } from './ActionsBar';
import { ConflictPanel } from './ConflictPanel';
import { CurationChecksPanel } from './CurationChecksPanel';
import { DraftActionsContext, type RunDraftAction } from './draftActions';
import { DraftSaveStatus } from './DraftSaveStatus';
import { customSectionsOf } from './fields/custom/customFieldSections';
import { FlashBanner } from './FlashBanner';
import { ActionsSkipLink } from './layout/ActionsSkipLink';
import { DepositLayout } from './layout/DepositLayout';
import { DepositSection } from './layout/DepositSection';
import { DepositSectionsProvider } from './layout/DepositSections';
import { SectionNav } from './layout/SectionNav';
import { errorsWithoutFiles, flashWithoutFiles } from './settledFiles';
import { useEditorState } from './useEditorState';

/** Parts other components fill; each is rendered inside the Formik form, so it may read it. */
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

type Errors = FormikErrors<EditorRecord>;

/**
 * The deposit editor's page: the flash banner, the slots, the fields and the actions, in one
 * Formik form, which owns the values the user edits. The controller owns what the server
 * said; each answer reaches the form through one three-way merge (see `run`), so nothing
 * typed while a call runs is lost.
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
  // Read once: later records reach the form through resetForm after a successful action.
  const [initial] = useState(() => controller.getState());
  return (
    <SlicedFormik<EditorRecord>
      initialValues={initial.record}
      initialErrors={initial.errors as Errors}
    >
      <DepositFormBody
        controller={controller}
        navigate={navigate}
        slots={slots}
        fileCount={fileCount}
        uploading={uploading}
        onChangeCommunity={onChangeCommunity}
      >
        {children}
      </DepositFormBody>
    </SlicedFormik>
  );
};

const DepositFormBody = ({
  controller,
  navigate = goTo,
  slots = {},
  fileCount = 0,
  uploading = false,
  onChangeCommunity,
  children,
}: DepositFormProps & { controller: EditorController }) => {
  const { t } = useTranslation();
  const state = useEditorState(controller);
  // Values are read when an action runs: a keystroke re-renders the field, not this body.
  const { getValues, setErrors, setFormikState, resetForm } = useFormActions();
  const filesEnabled = useFormValue<boolean>('files.enabled');

  // Once uploads have finished with files there, what the server said of the files no longer
  // holds. A ref, as the first `run` serves the autosave for good.
  const filesThere = fileCount > 0 && !uploading;
  const filesThereNow = useRef(filesThere);
  useEffect(() => {
    filesThereNow.current = filesThere;
  }, [filesThere]);
  const shownErrors = useCallback(
    (errors: EditorControllerState['errors']) =>
      (filesThereNow.current ? errorsWithoutFiles(errors) : errors) as Errors,
    [],
  );

  // Server validation errors show on the fields, which read them from Formik.
  useEffect(() => setErrors(shownErrors(state.errors)), [state.errors, setErrors, shownErrors]);
  // Files arriving take back only what was said of them; the other fields keep their errors.
  useEffect(() => {
    if (!filesThere) return;
    setFormikState((form) => ({ ...form, errors: errorsWithoutFiles(form.errors as ErrorMap) }));
  }, [filesThere, setFormikState]);
  useDraftAddress(state.record.links.self_html);

  // The form's own checks (docs/behaviour.md#validation) run before any action that sends the
  // record.
  const [invalid, setInvalid] = useState<Flash | null>(null);
  const run = useCallback<RunDraftAction>(
    async (action, { check = true, publishing = false } = {}) => {
      const sent = getValues() as EditorRecord;
      const errors = check ? await validateDeposit(sent, { publishing }) : {};
      if (Object.keys(errors).length > 0) {
        setErrors(errors as Errors);
        setInvalid(formErrorsFlash(errors));
        return { ok: false, record: sent } satisfies ActionOutcome;
      }
      setInvalid(null);
      const outcome = await action(sent);
      if (!outcome.ok && outcome.busy) return outcome;
      if (outcome.ok && outcome.redirect) {
        navigate(outcome.redirect);
        return outcome;
      }
      // Base: what was sent; local: what the form holds now; remote: the answer.
      const local = getValues() as EditorRecord;
      const { merged } = mergeDraft({ base: sent, local, remote: outcome.record });
      // Same fields, new values: nothing remounts, so focus stays where the user left it.
      resetForm({ values: merged, errors: shownErrors(controller.getState().errors) });
      return outcome;
    },
    [controller, getValues, navigate, resetForm, setErrors, shownErrors],
  );

  const sections = useMemo(
    () => depositSections(customSectionsOf(state.config.custom_fields?.ui)),
    [state.config.custom_fields?.ui],
  );
  const root = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const actionsId = useId();
  // Memoised: a new flash object would take focus to the banner again.
  const serverFlash = useMemo(
    () => (filesThere ? flashWithoutFiles(state.flash) : state.flash),
    [filesThere, state.flash],
  );

  return (
    // Fomantic hides coloured messages inside a form unless the form carries their state
    // classes; the flash, the uploader's warnings and the hints must always show. A div: the
    // fields sit in a form per section (see FieldGroupForm), and forms cannot nest.
    <DraftActionsContext.Provider value={run}>
      <DepositSectionsProvider sections={sections} root={root}>
        <div ref={root}>
          <Form as="div" className="rdm-deposit-form" error warning success>
            <ActionsSkipLink actions={actions} actionsId={actionsId} />
            <FlashBanner
              flash={invalid ?? serverFlash}
              onDismiss={() => (invalid ? setInvalid(null) : controller.dismissFlash())}
            />
            {state.conflicts.length > 0 && (
              <ConflictPanel
                conflicts={state.conflicts}
                submitting={state.submitting}
                onSave={(choose) => void run((values) => controller.save(choose(values)))}
              />
            )}
            {slots.unsaved}
            {slots.statusBanner}
            <DepositLayout
              actionsRef={actions}
              actionsId={actionsId}
              main={
                <>
                  <CurationChecksPanel checks={state.checks} />
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
                    {slots.actionsStatus ?? <DraftSaveStatus record={state.record} />}
                  </div>
                </>
              }
              actions={
                <ActionsBar
                  record={state.record}
                  community={state.editorState.selectedCommunity}
                  submitting={state.submitting}
                  filesEnabled={filesEnabled}
                  fileCount={fileCount}
                  communityRequired={state.config.community_required_to_publish === true}
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
                  onDelete={() => run((values) => controller.deleteDraft(values), { check: false })}
                  onChangeCommunity={onChangeCommunity}
                />
              }
              sideRest={
                <>
                  {slots.access && <SidePanel title={t('Visibility')}>{slots.access}</SidePanel>}
                  {slots.pids && (
                    <SidePanel title={t('Digital Object Identifier')}>{slots.pids}</SidePanel>
                  )}
                  <SectionNav fileCount={fileCount} />
                </>
              }
            />
          </Form>
        </div>
      </DepositSectionsProvider>
    </DraftActionsContext.Provider>
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
