/**
 * The package entry, `rdm-widgets/community-header`: what a host mounts, renders and names,
 * and nothing else. The rest of the library reaches the widget through index.ts.
 */
export { CommunityHeader } from './CommunityHeader';
export type { CommunityHeaderProps } from './CommunityHeader';
export { CommunityHeaderWidget } from './CommunityHeaderWidget';
export type { CommunityHeaderConfig, CommunityHeaderWidgetProps } from './CommunityHeaderWidget';
export { CommunitySelectionModal } from './CommunitySelectionModal';
export type { CommunitySelectionModalProps } from './CommunitySelectionModal';
export { communityHeaderWidget, mountCommunityHeader } from './mount';
export type { CommunityRecordView, CommunitySearchContext } from './types';

// Types the entry's own signatures use, so a host can name them from this entry alone.
export type { CommunitiesApi } from '../../core/api/communities';
export type { DraftsApi } from '../../core/api/drafts';
export type { RecordAccess } from '../../core/model/access';
export type { Community, CommunityMemberships } from '../../core/model/community';
export type { EditorConfig } from '../../core/model/editorState';
export type { DraftRecord } from '../../core/model/record';
export type { ButtonRecordView } from '../../core/rules/communityButtons';
export type { PrefillConfig } from '../../core/prefill/types';
export type { WidgetDefinition, WidgetHandle } from '../../ui/mount/widgetDefinition';

export type { Override, OverrideProps, Overrides, Replacement } from '../../ui/overrides/overrides';
