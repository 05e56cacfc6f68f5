/** The community-header widget's public entry. */
export { CommunityHeader } from './CommunityHeader';
export type { CommunityHeaderProps } from './CommunityHeader';
export { CommunityHeaderWidget } from './CommunityHeaderWidget';
export type { CommunityHeaderConfig, CommunityHeaderWidgetProps } from './CommunityHeaderWidget';
export { CommunitySelectionModal } from './CommunitySelectionModal';
export type { CommunitySelectionModalProps } from './CommunitySelectionModal';
export { communityHeaderWidget, mountCommunityHeader } from './communityHeaderWidget';
export { selectedCommunityOf } from './selectedCommunity';
export type { CommunityRecordView, CommunitySearchContext } from './types';
