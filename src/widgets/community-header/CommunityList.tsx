import { useTranslation } from '../../ui/i18n/useTranslation';
import { Item, Loader, Message } from 'semantic-ui-react';
import type { Community, CommunityMemberships } from '../../core/model';
import { COMMUNITY_SEARCH_PAGE_SIZE } from '../../core/rules';
import { CommunityItem } from './CommunityItem';
import { ResultPages } from './ResultPages';
import type { CommunityRecordView } from './types';
import type { CommunitySearchState } from './useCommunitySearch';

export interface CommunityListProps {
  search: CommunitySearchState;
  page: number;
  onPageChange: (page: number) => void;
  record: CommunityRecordView;
  memberships?: CommunityMemberships;
  onSelect: (community: Community) => void;
}

/** One page of results, or what stands in for it: loading, nothing found, or the failure. */
export const CommunityList = ({
  search,
  page,
  onPageChange,
  record,
  memberships = {},
  onSelect,
}: CommunityListProps) => {
  const { t } = useTranslation();
  const summary = {
    loading: t('Loading communities…'),
    failed: '',
    done:
      search.status === 'done' && search.total === 0
        ? t('No communities found.')
        : // Worded without a plural, so every count reads right from the English key alone.
          t('Communities found: {{total}}', {
            total: search.status === 'done' ? search.total : 0,
          }),
  }[search.status];

  return (
    <div data-state={search.status}>
      {/* One live region for the whole list, so each search is announced once. */}
      <div role="status" aria-live="polite">
        {search.status === 'loading' && <Loader active inline size="mini" />} {summary}
      </div>
      {search.status === 'failed' && (
        <Message negative role="alert">
          {search.message}
        </Message>
      )}
      {search.status === 'done' && search.hits.length > 0 && (
        <>
          <Item.Group as="ul" divided unstackable style={{ paddingInlineStart: 0 }}>
            {search.hits.map((community) => (
              <CommunityItem
                key={community.id}
                community={community}
                record={record}
                role={memberships[community.id]}
                onSelect={onSelect}
              />
            ))}
          </Item.Group>
          <ResultPages
            page={page}
            pageCount={Math.ceil(search.total / COMMUNITY_SEARCH_PAGE_SIZE)}
            onPageChange={onPageChange}
          />
        </>
      )}
    </div>
  );
};
