import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../ui/i18n/useTranslation';
import {
  AccessApiClient,
  CommunitiesApiClient,
  DraftsApiClient,
  FilesApiClient,
  VocabulariesApiClient,
  createHttpClient,
  type AccessApi,
  type CommunitiesApi,
  type DraftsApi,
  type FilesApi,
  type VocabulariesApi,
} from '../../core/api';
import {
  FileModificationApiClient,
  type FileModificationApi,
} from '../../core/api/fileModification';
import { QuotaRequestsApiClient, type QuotaRequestsApi } from '../../core/api/quotaRequests';
import { RecordDeletionApiClient, type RecordDeletionApi } from '../../core/api/recordDeletion';
import { createEditorController } from '../../core/editor/controller';
import type { EditorControllerState } from '../../core/editor/types';
import type {
  DraftRecord,
  EditorConfig,
  EditorPermissions,
  EditorRecord,
  SharedRecord,
} from '../../core/model';
import { DEFAULT_AUTOSAVE_DELAY_MS } from '../../core/editor/autosave';
import { recordStatus } from '../../core/rules/recordStatus';
import { isUploadActive, type UploadManager } from '../../core/upload';
import { useStoreSelection } from '../../ui/hooks/useStoreSelection';
import { OverridesProvider, type Overrides } from '../../ui/overrides';
import { ShareButton } from '../share-access';
import { StatusBanner } from '../status-banner';
import { AccessSection } from './access';
import { DraftAutosave } from './autosave/DraftAutosave';
import { RecordDeletion } from './deletion/RecordDeletion';
import { DraftCommunityHeader } from './DraftCommunityHeader';
import { DepositForm } from './DepositForm';
import { DraftFiles } from './DraftFiles';
import { DraftPids } from './DraftPids';
import type { CustomFieldWidgetMap } from './fields/custom/customFieldWidgetProps';
import { MetadataFields } from './fields/MetadataFields';
import { NewUploadFromDraft } from './NewUploadFromDraft';
import { PrefillStart } from './prefill/PrefillStart';
import type { PidFieldConfig } from './pids';
import { UnsavedEditsGuard } from './UnsavedEditsGuard';
import { WithSavedRecord } from './savedRecord';

/** The editor config plus the PID fields to show (InvenioRDM's `pids` config). */
export interface DepositFormConfig extends EditorConfig {
  pids?: PidFieldConfig[];
}

export interface DepositFormWidgetProps {
  config: DepositFormConfig;
  /** The draft as the server sent it, or `{}` for a new upload. */
  record: DraftRecord | Record<string, never>;
  permissions: EditorPermissions;
  /** API clients; built from config when absent (tests and integrators pass their own). */
  draftsApi?: DraftsApi;
  filesApi?: FilesApi;
  communitiesApi?: CommunitiesApi;
  accessApi?: AccessApi;
  vocabulariesApi?: VocabulariesApi;
  quotaRequestsApi?: QuotaRequestsApi;
  fileModificationApi?: FileModificationApi;
  recordDeletionApi?: RecordDeletionApi;
  /**
   * Where the browser goes after publish, preview, submit or delete (a deleted record: to its
   * page, which shows the tombstone).
   */
  navigate?: (url: string) => void;
  /** The host's own custom-field widgets, by the `ui_widget` name its config gives them. */
  customFieldWidgets?: CustomFieldWidgetMap;
  /** The host's replacements of the form's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

/**
 * The API clients the props do not give, over one HTTP client that asks for the config's
 * headers and the widget's language on each call: a host page may change them (a new token,
 * another language) with `update()`. Only the
 * drafts client, which holds `createUrl`, is built again when the config changes it; the
 * others (the upload manager keeps its files client for good) stay.
 */
const useClients = (props: DepositFormWidgetProps) => {
  const { config } = props;
  // The widget's language goes with every call: the repository answers vocabularies' titles
  // in it (`title_l10n`), as InvenioRDM reads Accept-Language.
  const language = useTranslation().i18n.language;
  // Filled at once: children's effects (a first search, the uploader's requests) run first.
  const headers = useRef({ 'Accept-Language': language, ...config.apiHeaders });
  useEffect(() => {
    headers.current = { 'Accept-Language': language, ...config.apiHeaders };
  }, [language, config.apiHeaders]);
  // eslint-disable-next-line react-hooks/refs -- read on each request, never during render
  const [http] = useState(() => createHttpClient({ apiHeaders: () => headers.current }));
  const [others] = useState(() => ({
    filesApi: props.filesApi ?? new FilesApiClient(http),
    communitiesApi: props.communitiesApi ?? new CommunitiesApiClient(http),
    accessApi: props.accessApi ?? new AccessApiClient(http),
    vocabulariesApi: props.vocabulariesApi ?? new VocabulariesApiClient(http),
    quotaRequestsApi: props.quotaRequestsApi ?? new QuotaRequestsApiClient(http),
    fileModificationApi: props.fileModificationApi ?? new FileModificationApiClient(http),
    recordDeletionApi: props.recordDeletionApi ?? new RecordDeletionApiClient(http),
  }));
  const { draftsApi: givenDraftsApi } = props;
  const draftsApi = useMemo(
    () => givenDraftsApi ?? new DraftsApiClient(http, { createUrl: config.createUrl }),
    [givenDraftsApi, http, config.createUrl],
  );
  return useMemo(() => ({ ...others, draftsApi }), [others, draftsApi]);
};

/** A saved draft carries its sharing links and owner; a new one has nothing to share yet. */
const shareableRecord = (record: EditorRecord): SharedRecord | null =>
  record.id && record.links.access_links && record.parent?.access
    ? (record as unknown as SharedRecord)
    : null;

// What the page's parts read of the controller's state, each part on its own; parts that read
// the whole saved draft follow it inside WithSavedRecord, so a save renders them alone.
const editorStateOf = (state: EditorControllerState) => state.editorState;
const submittingOf = (state: EditorControllerState) => state.submitting;
const savedIdOf = (state: EditorControllerState) => state.record.id;
const publishedOf = (state: EditorControllerState) => state.record.is_published === true;
const createdOf = (state: EditorControllerState) => state.record.created;
const conceptPidsOf = (state: EditorControllerState) => state.record.parent?.pids;

const NO_ENTRIES: readonly [] = [];
/** Until the uploader hands its manager over, there are no files. */
const noUploads = { subscribe: () => () => undefined, getState: () => ({ entries: NO_ENTRIES }) };

/**
 * The deposit form as a host page mounts it: one editor controller and one upload manager for
 * the page's draft, with every part of the deposit page around the fields
 * (docs/deposit-layout.md).
 */
export const DepositFormWidget = (props: DepositFormWidgetProps) => {
  const { config, record, permissions } = props;
  const clients = useClients(props);
  const [controller] = useState(() =>
    createEditorController({ record, config, permissions, draftsApi: clients.draftsApi }),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  // A new config or permissions from the host page (`update()`) reach the controller: its
  // locale, its drafts client. What the user typed stays.
  useEffect(() => {
    const current = controller.getState();
    if (current.config === config && current.permissions === permissions) return;
    controller.reconfigure({ config, permissions, draftsApi: clients.draftsApi });
  }, [controller, config, permissions, clients.draftsApi]);
  const editorState = useStoreSelection(controller, editorStateOf);
  const submitting = useStoreSelection(controller, submittingOf);
  const savedId = useStoreSelection(controller, savedIdOf);
  const published = useStoreSelection(controller, publishedOf);
  const created = useStoreSelection(controller, createdOf);
  const conceptPids = useStoreSelection(controller, conceptPidsOf);
  const [manager, setManager] = useState<UploadManager | undefined>();
  const uploads = useUploads(manager);
  const [leaving, setLeaving] = useState(false);
  // The community selection, opened by the header or by 'Change community' (declined drafts).
  const [selection, setSelection] = useState<{ open: boolean; opener?: HTMLElement }>({
    open: false,
  });
  const { navigate: goTo = (url: string) => window.location.assign(url) } = props;
  const navigate = useCallback(
    (url: string) => {
      // The leave warning must be off before the browser starts leaving.
      flushSync(() => setLeaving(true));
      goTo(url);
    },
    [goTo],
  );

  const community = editorState.selectedCommunity;
  const changeCommunity = useCallback(
    (opener: HTMLElement) => setSelection({ open: true, opener }),
    [],
  );
  return (
    <OverridesProvider overrides={props.overrides}>
      <DepositForm
        controller={controller}
        navigate={navigate}
        fileCount={uploads.count}
        uploading={uploads.busy}
        onChangeCommunity={changeCommunity}
        slots={{
          statusBanner: (
            <WithSavedRecord controller={controller}>
              {(record) =>
                recordStatus(record) && <StatusBanner record={record} reviews={clients.draftsApi} />
              }
            </WithSavedRecord>
          ),
          communityHeader: (
            <WithSavedRecord controller={controller}>
              {(record) => (
                <DraftCommunityHeader
                  controller={controller}
                  community={community}
                  showHeader={editorState.showCommunityHeader}
                  showSelectionButton={editorState.showCommunitySelectionButton}
                  disableSelectionButton={editorState.disableCommunitySelectionButton || submitting}
                  selectionOpen={selection.open}
                  onSelectionOpenChange={(open) => setSelection({ open })}
                  returnFocusTo={selection.opener}
                  communitiesApi={clients.communitiesApi}
                  memberships={config.user_communities_memberships}
                  record={record}
                />
              )}
            </WithSavedRecord>
          ),
          access: (
            <AccessSection
              community={community}
              fileCount={uploads.count}
              isPublished={published}
              created={created}
              gracePeriodDays={config.recordRestrictionGracePeriod}
              shareButton={
                <WithSavedRecord controller={controller}>
                  {(record) => {
                    const shareable = shareableRecord(record);
                    return (
                      shareable && (
                        <ShareButton
                          record={shareable}
                          permissions={permissions}
                          accessApi={clients.accessApi}
                          expiryRequired={config.require_secret_links_expiration === true}
                        />
                      )
                    );
                  }}
                </WithSavedRecord>
              }
            />
          ),
          pids: config.pids?.length ? (
            <DraftPids
              controller={controller}
              configs={config.pids}
              submitting={submitting}
              doiRequired={config.is_doi_required !== false}
              conceptPids={conceptPids}
            />
          ) : null,
          files: (
            <DraftFiles
              controller={controller}
              filesApi={clients.filesApi}
              draftsApi={clients.draftsApi}
              quotaRequestsApi={clients.quotaRequestsApi}
              fileModificationApi={clients.fileModificationApi}
              config={config}
              permissions={permissions}
              onManager={setManager}
            />
          ),
          unsaved: (
            <WithSavedRecord controller={controller}>
              {(record) => (
                <UnsavedEditsGuard record={record} uploading={uploads.busy} leaving={leaving} />
              )}
            </WithSavedRecord>
          ),
          actionsStatus: config.autosave ? (
            <DraftAutosave delayMs={config.autosave.delayMs ?? DEFAULT_AUTOSAVE_DELAY_MS} />
          ) : null,
          recordDeletion: (
            <WithSavedRecord controller={controller}>
              {(record) => (
                <RecordDeletion
                  config={config.recordDeletion}
                  reasons={config.vocabularies?.deletion_request_removal_reasons ?? []}
                  record={record}
                  api={clients.recordDeletionApi}
                  navigate={navigate}
                  busy={submitting}
                />
              )}
            </WithSavedRecord>
          ),
          // Only a saved draft has something to copy. Not loaded later: a button appearing after
          // the form would push the side column down under the user's eyes.
          newUpload: savedId ? (
            <NewUploadFromDraft config={config} draftsApi={clients.draftsApi} navigate={navigate} />
          ) : null,
          // Rendered with the form: a panel appearing later would push the fields down.
          prefill: (
            <PrefillStart
              config={config}
              vocabulariesApi={clients.vocabulariesApi}
              newUpload={!record.id}
            />
          ),
        }}
      >
        <MetadataFields
          config={config}
          vocabulariesApi={clients.vocabulariesApi}
          customFieldWidgets={props.customFieldWidgets}
        />
      </DepositForm>
    </OverridesProvider>
  );
};

/** How many files the draft has and whether any is still uploading. */
const useUploads = (manager: UploadManager | undefined) => {
  const source = manager ?? noUploads;
  const entries = useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.getState().entries,
  );
  const busy = entries.some((entry) => isUploadActive(entry.status));
  return { count: entries.length, busy };
};
