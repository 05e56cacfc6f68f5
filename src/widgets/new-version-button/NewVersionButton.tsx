import { useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Icon, Message } from 'semantic-ui-react';
import {
  AccessApiClient,
  createHttpClient,
  type AccessApi,
  type LinkedRecord,
} from '../../core/api';
import type { DraftRecord } from '../../core/model';
import { sharingErrorOf } from '../../core/rules';
import { Overridable, OverridesProvider, type Overrides } from '../../ui/overrides';
import { ReasonedDisabledButton } from '../../ui/ReasonedDisabledButton';
import { Button } from '../../ui/semantic/Button';
import { goToDraft, useDraftCreation } from './useDraftCreation';

export const NO_NEW_VERSION_PERMISSION = "You don't have permissions to create a new version.";
export const NOT_PUBLISHED_YET = 'A new version can be created once this upload is published.';

export interface NewVersionPermissions {
  can_new_version?: boolean;
}

export interface NewVersionButtonConfig {
  default_locale?: string;
  /** Extra headers for the API call, as the deposit form's config has them. */
  apiHeaders?: Record<string, string>;
}

export interface NewVersionButtonProps {
  /**
   * A published record (or any record with `links.versions`). One with `is_published: false`,
   * a draft's preview, has no version to start from yet.
   */
  record: LinkedRecord & { is_published?: boolean };
  permissions: NewVersionPermissions;
  config?: NewVersionButtonConfig;
  /** Built from config when absent (tests and stories pass a fake). */
  accessApi?: AccessApi;
  /**
   * The new version exists; by default the browser goes to its page
   * (docs/widgets.md#new-version-button).
   */
  onCreated?: (draft: DraftRecord) => void;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

/** Creates a new version of a record and opens it (docs/widgets.md#new-version-button). */
export const NewVersionButton = ({ overrides, ...props }: NewVersionButtonProps) => (
  <OverridesProvider overrides={overrides}>
    <VersionButton {...props} />
  </OverridesProvider>
);

const VersionButton = ({
  record,
  permissions,
  config,
  accessApi,
  onCreated = goToDraft,
}: Omit<NewVersionButtonProps, 'overrides'>) => {
  const { t } = useTranslation();
  const [client] = useState(
    () => accessApi ?? new AccessApiClient(createHttpClient({ apiHeaders: config?.apiHeaders })),
  );
  const { creating, error, start } = useDraftCreation(
    (signal) => client.newVersion(record, { signal }),
    onCreated,
  );

  const refusal = !permissions.can_new_version
    ? NO_NEW_VERSION_PERMISSION
    : record.is_published === false
      ? NOT_PUBLISHED_YET
      : null;
  if (refusal) {
    return (
      <span className="new-version-button" data-state="not-allowed">
        <ReasonedDisabledButton icon="tag" content={t('New version')} reason={t(refusal)} />
      </span>
    );
  }

  return (
    <div
      className="new-version-button"
      data-state={creating ? 'creating' : error ? 'failed' : 'idle'}
    >
      <Overridable
        overrideId="new-version-button.button"
        Default={Button}
        type="button"
        icon="tag"
        content={t('New version')}
        loading={creating}
        disabled={creating}
        aria-busy={creating}
        onClick={() => void start()}
      />
      <div aria-live="polite">
        {error !== null && (
          <Message negative size="small">
            <Icon name="warning circle" aria-hidden="true" />
            {sharingErrorOf(error).message}
          </Message>
        )}
      </div>
    </div>
  );
};
