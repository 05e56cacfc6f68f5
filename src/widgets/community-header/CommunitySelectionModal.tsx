import type { FormEvent } from 'react';
import { useContext, useId, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { Community } from '../../core/model';
import { Button } from '../../ui/semantic/Button';
import { Form, FormField } from '../../ui/semantic/Form';
import { Input } from '../../ui/semantic/Input';
import { Modal } from '../../ui/semantic/Modal';
import { TabList, TabPanel } from '../../ui/TabList';
import { CommunityList } from './CommunityList';
import { LogoLoadsContext, type LogoLoads } from './logoLoads';
import type { CommunitySearchContext } from './types';
import { useCommunitySearch, type CommunityQuery } from './useCommunitySearch';

export interface CommunitySelectionModalProps extends CommunitySearchContext {
  open: boolean;
  /** Closed without a choice (Cancel, Escape, a click outside). */
  onClose: () => void;
  onSelect: (community: Community) => void;
}

/**
 * Search and choose a community. Its body mounts only while open, so each opening starts
 * afresh and closing aborts the search in flight.
 */
export const CommunitySelectionModal = ({
  open,
  onClose,
  ...body
}: CommunitySelectionModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  // What the header learnt of logos when it opened the modal; the modal's own when a host did.
  const headerLogoLoads = useContext(LogoLoadsContext);
  const [ownLogoLoads] = useState<LogoLoads>(() => new Map());
  return (
    <LogoLoadsContext.Provider value={headerLogoLoads ?? ownLogoLoads}>
      <Modal
        open={open}
        onClose={onClose}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        closeOnDimmerClick
      >
        <Modal.Header as="h2" id={titleId}>
          {t('Select a community')}
        </Modal.Header>
        <SelectionBody {...body} />
        <Modal.Actions>
          <Button type="button" onClick={onClose}>
            {t('Cancel')}
          </Button>
        </Modal.Actions>
      </Modal>
    </LogoLoadsContext.Provider>
  );
};

type SelectionBodyProps = Omit<CommunitySelectionModalProps, 'open' | 'onClose'>;

const SelectionBody = ({ communitiesApi, memberships, record, onSelect }: SelectionBodyProps) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<CommunityQuery>({ tab: 'all', text: '', page: 1 });
  const search = useCommunitySearch(communitiesApi, query);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({ ...current, text: typed.trim(), page: 1 }));
  };

  return (
    <Modal.Content>
      <Form onSubmit={submitSearch} role="search">
        <FormField>
          <label htmlFor={`${idPrefix}-search`}>{t('Search communities')}</label>
          <Input
            id={`${idPrefix}-search`}
            type="search"
            value={typed}
            onChange={(_event, { value }) => setTyped(value)}
            action={<Button type="submit" icon="search" aria-label={t('Search')} />}
          />
        </FormField>
      </Form>
      <TabList
        tabs={[
          { tab: 'all', label: t('All') },
          { tab: 'mine', label: t('My communities') },
        ]}
        active={query.tab}
        label={t('Communities to list')}
        idPrefix={idPrefix}
        onChange={(tab) => setQuery((current) => ({ ...current, tab, page: 1 }))}
      />
      <TabPanel idPrefix={idPrefix} active={query.tab}>
        <CommunityList
          search={search}
          page={query.page}
          onPageChange={(page) => setQuery((current) => ({ ...current, page }))}
          record={record}
          memberships={memberships}
          onSelect={onSelect}
        />
      </TabPanel>
    </Modal.Content>
  );
};
