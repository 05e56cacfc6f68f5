import { useId } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Icon, Item, Label, Message } from 'semantic-ui-react';
import type { Community, CommunityRole } from '../../core/model';
import {
  GO_TO_COMMUNITY_LABEL,
  VERIFIED_COMMUNITY_LABEL,
  communityPageHref,
  communitySubmissionError,
  isVerifiedCommunity,
  requiresCommunityUploadForm,
} from '../../core/rules';
import { Button } from '../../ui/semantic/Button';
import { CommunityLogo } from './CommunityLogo';
import type { CommunityRecordView } from './types';

const ROLE_LABELS: Record<CommunityRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  curator: 'Curator',
  reader: 'Reader',
};

export interface CommunityItemProps {
  community: Community;
  record: CommunityRecordView;
  /** The user's role in this community, when a member. */
  role?: CommunityRole;
  onSelect: (community: Community) => void;
}

/** One search result: who the community is, the user's role in it, and how to submit to it. */
export const CommunityItem = ({ community, record, role, onSelect }: CommunityItemProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const restriction = communitySubmissionError(record.access, community);
  const { description } = community.metadata;

  return (
    <Item as="li" data-community={community.slug}>
      {/* Not Fomantic's item image: that one is 175px wide, far too big for a logo. As wide as
          the placeholder, so titles line up whether a community has a logo or not. */}
      <div
        style={{
          flex: '0 0 3.5em',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          marginInlineEnd: '1em',
        }}
      >
        <CommunityLogo community={community} size="mini" />
      </div>
      <Item.Content>
        <Item.Header as="h3" id={titleId}>
          {community.metadata.title}
        </Item.Header>
        <Item.Meta>{description ? description : community.slug}</Item.Meta>
        <Item.Extra>
          {role && <Label size="small">{t(ROLE_LABELS[role] ?? role)}</Label>}
          {isVerifiedCommunity(community) && (
            <Label size="small">
              <Icon name="check circle outline" />
              {t(VERIFIED_COMMUNITY_LABEL)}
            </Label>
          )}
        </Item.Extra>
        {restriction && (
          <Message warning size="small">
            {t(restriction)}
          </Message>
        )}
      </Item.Content>
      <div className="community-item-action">
        {requiresCommunityUploadForm(record, community) ? (
          // A plain link styled as a button: Button as="a" would announce it as a button.
          <a className="ui button" href={communityPageHref(community)} aria-describedby={titleId}>
            {t(GO_TO_COMMUNITY_LABEL)}
          </a>
        ) : (
          // The restricted message does not disable Select: choosing the community
          // restricts the record (docs/behaviour.md#record-access).
          <Button type="button" aria-describedby={titleId} onClick={() => onSelect(community)}>
            {t('Select')}
          </Button>
        )}
      </div>
    </Item>
  );
};
