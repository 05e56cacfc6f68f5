import { useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Icon, Message } from 'semantic-ui-react';
import { DraftsApiClient, createHttpClient, type DraftsApi } from '../../core/api';
import type { DraftRecord } from '../../core/model';
import { sharingErrorOf } from '../../core/rules';
import { Overridable, OverridesProvider, type Overrides } from '../../ui/overrides';
import { ReasonedDisabledButton } from '../../ui/ReasonedDisabledButton';
import { Button } from '../../ui/semantic/Button';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { goToDraft, useDraftCreation } from './useDraftCreation';

export interface NewUploadFromRecordConfig {
  /** Where new drafts are created (`POST`), as the deposit form's config names it. */
  createUrl: string;
  default_locale?: string;
  /** Extra headers for the API call, as the deposit form's config has them. */
  apiHeaders?: Record<string, string>;
}

export interface NewUploadFromRecordButtonProps {
  /**
   * The record or draft to copy, as the repository's API answers it; or what gives it when the
   * button is pressed (the deposit form: what it holds then).
   */
  record: Record<string, unknown> | (() => Record<string, unknown>);
  config: NewUploadFromRecordConfig;
  /** Why the button cannot be used now, translated (the deposit form: edits not saved yet). */
  unavailableReason?: string;
  /** Built from config when absent (tests and stories pass a fake). */
  draftsApi?: DraftsApi;
  /**
   * The new upload exists; by default the browser goes to its page
   * (docs/widgets.md#new-upload-from-a-record).
   */
  onCreated?: (draft: DraftRecord) => void;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

/** `YYYY-MM-DD` of the user's today: an embargo over by then is not copied. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Creates a new upload with the record's metadata, without what belongs to that record alone
 * (docs/behaviour.md#new-upload-from-a-record), and opens it.
 */
export const NewUploadFromRecordButton = ({
  overrides,
  ...props
}: NewUploadFromRecordButtonProps) => (
  <OverridesProvider overrides={overrides}>
    <TemplateButton {...props} />
  </OverridesProvider>
);

const TemplateButton = ({
  record,
  config,
  unavailableReason,
  draftsApi,
  onCreated = goToDraft,
}: Omit<NewUploadFromRecordButtonProps, 'overrides'>) => {
  const { t } = useTranslation();
  const [client] = useState(
    () =>
      draftsApi ??
      new DraftsApiClient(createHttpClient({ apiHeaders: config.apiHeaders }), {
        createUrl: config.createUrl,
      }),
  );
  const { creating, error, start } = useDraftCreation(async (signal) => {
    // The mapping loads on first use: most visitors of a record never copy it.
    const { templateDraftOf } = await import('../../core/serializer/templateDraft');
    const locale = config.default_locale ?? 'en';
    const copied = typeof record === 'function' ? record() : record;
    return client.create(templateDraftOf(copied, { locale, today: today() }), { signal });
  }, onCreated);

  if (unavailableReason) {
    return (
      <span className="new-upload-from-record" data-state="not-allowed">
        <ReasonedDisabledButton
          icon="copy outline"
          content={t('New upload from this record')}
          reason={unavailableReason}
        />
      </span>
    );
  }

  return (
    <div
      className="new-upload-from-record"
      data-state={creating ? 'creating' : error ? 'failed' : 'idle'}
    >
      <Overridable
        overrideId="new-upload-from-record.button"
        Default={Button}
        type="button"
        icon="copy outline"
        content={t('New upload from this record')}
        loading={creating}
        // Not `disabled`: the button keeps the focus while it works.
        aria-disabled={creating || undefined}
        onClick={() => void start()}
      />
      <div role="status">
        {creating && <span style={visuallyHidden}>{t('Creating the new upload…')}</span>}
        {error !== null && (
          <Message negative size="small">
            <Icon name="warning circle" aria-hidden="true" />
            {t('Could not create the new upload.')} {sharingErrorOf(error).message}
          </Message>
        )}
      </div>
    </div>
  );
};
