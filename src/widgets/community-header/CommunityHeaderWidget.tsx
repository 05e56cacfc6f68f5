import { useState } from 'react';
import { Message } from 'semantic-ui-react';
import {
  CommunitiesApiClient,
  DraftsApiClient,
  createHttpClient,
  type CommunitiesApi,
  type DraftsApi,
} from '../../core/api';
import type { Community, DraftRecord, EditorConfig } from '../../core/model';
import { editorButtons } from '../../core/rules';
import { OverridesProvider, type Overrides } from '../../ui/overrides';
import { CommunityHeader } from './CommunityHeader';
import { useCommunityChoice } from './useCommunityChoice';

/** The parts of the editor config the header reads. */
export type CommunityHeaderConfig = Pick<
  EditorConfig,
  'default_locale' | 'apiHeaders' | 'user_communities_memberships'
> &
  Partial<Pick<EditorConfig, 'createUrl'>>;

export interface CommunityHeaderWidgetProps {
  config: CommunityHeaderConfig;
  /** The draft: its status decides the buttons, its expanded review the current community. */
  record: DraftRecord;
  /** False hides the header (a host that shows the community elsewhere). */
  showHeader?: boolean;
  /** Told after a choice is saved, e.g. to restrict a public record for a restricted community. */
  onChange?: (community: Community | null) => void;
  /** API clients; built from config when absent (tests and integrators pass their own). */
  communitiesApi?: CommunitiesApi;
  draftsApi?: DraftsApi;
  /** The host's replacements of the widget's parts, by id (docs/overrides.md). */
  overrides?: Overrides;
}

const clientsFor = ({ config, communitiesApi, draftsApi }: CommunityHeaderWidgetProps) => {
  const http = createHttpClient({ apiHeaders: config.apiHeaders });
  return {
    communitiesApi: communitiesApi ?? new CommunitiesApiClient(http),
    // Only the review calls are used here, never create: createUrl may be absent.
    draftsApi: draftsApi ?? new DraftsApiClient(http, { createUrl: config.createUrl ?? '' }),
  };
};

/** The community header on its own on a page: it saves each choice as the draft's review. */
export const CommunityHeaderWidget = (props: CommunityHeaderWidgetProps) => {
  const { config, record, showHeader = true, onChange } = props;
  const [clients] = useState(() => clientsFor(props));
  const { community, saving, error, choose } = useCommunityChoice(
    record,
    clients.draftsApi,
    onChange,
  );
  const buttons = editorButtons(record, community);

  return (
    <OverridesProvider overrides={props.overrides}>
      <CommunityHeader
        community={community}
        showHeader={showHeader}
        showSelectionButton={buttons.showCommunitySelection}
        disableSelectionButton={buttons.disableCommunitySelection}
        busy={saving}
        onChange={(next) => void choose(next)}
        communitiesApi={clients.communitiesApi}
        memberships={config.user_communities_memberships}
        record={record}
      />
      {showHeader && error && (
        <Message negative role="alert">
          {error}
        </Message>
      )}
    </OverridesProvider>
  );
};
