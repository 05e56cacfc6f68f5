import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from 'semantic-ui-react';
import type { CommunityTab } from './useCommunitySearch';

const TABS: readonly { tab: CommunityTab; label: string }[] = [
  { tab: 'all', label: 'All' },
  { tab: 'mine', label: 'My communities' },
];

export interface CommunityTabsProps {
  active: CommunityTab;
  onChange: (tab: CommunityTab) => void;
  /** Ids tying each tab to the panel it controls. */
  idPrefix: string;
}

export const tabId = (idPrefix: string, tab: CommunityTab) => `${idPrefix}-tab-${tab}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/** 'All' and 'My communities', as a tab list: arrow keys move between the two. */
export const CommunityTabs = ({ active, onChange, idPrefix }: CommunityTabsProps) => {
  const { t } = useTranslation();

  const moveWithArrows = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const next =
      step === undefined ? undefined : TABS[(index + step + TABS.length) % TABS.length]?.tab;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    // Menu.Item is a class component: a ref would give the instance, not the button.
    document.getElementById(tabId(idPrefix, next))?.focus();
  };

  return (
    <Menu tabular attached="top" role="tablist" aria-label={t('Communities to list')}>
      {TABS.map(({ tab, label }, index) => (
        <Menu.Item
          key={tab}
          as="button"
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          aria-selected={tab === active}
          aria-controls={panelId(idPrefix)}
          tabIndex={tab === active ? 0 : -1}
          active={tab === active}
          onClick={() => onChange(tab)}
          onKeyDown={(event: KeyboardEvent) => moveWithArrows(event, index)}
        >
          {t(label)}
        </Menu.Item>
      ))}
    </Menu>
  );
};
