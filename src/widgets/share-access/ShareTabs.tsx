import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from 'semantic-ui-react';

export type ShareTab = 'people' | 'groups' | 'links' | 'settings';

export interface ShareTabHeader {
  tab: ShareTab;
  /** Already translated, with its count where the tab lists something. */
  label: string;
}

export interface ShareTabsProps {
  tabs: readonly ShareTabHeader[];
  active: ShareTab;
  onChange: (tab: ShareTab) => void;
  /** Ids tying each tab to the panel it controls. */
  idPrefix: string;
}

export const shareTabId = (idPrefix: string, tab: ShareTab) => `${idPrefix}-tab-${tab}`;
export const sharePanelId = (idPrefix: string) => `${idPrefix}-panel`;

/** The modal's tab list: arrow keys, Home and End move between the tabs. */
export const ShareTabs = ({ tabs, active, onChange, idPrefix }: ShareTabsProps) => {
  const { t } = useTranslation();

  const moveWithKeys = (event: KeyboardEvent, index: number) => {
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    const next = tabs[(target + tabs.length) % tabs.length]?.tab;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    // Menu.Item is a class component: a ref would give the instance, not the button.
    document.getElementById(shareTabId(idPrefix, next))?.focus();
  };

  return (
    <Menu tabular attached="top" role="tablist" aria-label={t('Sharing')}>
      {tabs.map(({ tab, label }, index) => (
        <Menu.Item
          key={tab}
          as="button"
          type="button"
          role="tab"
          id={shareTabId(idPrefix, tab)}
          aria-selected={tab === active}
          aria-controls={sharePanelId(idPrefix)}
          tabIndex={tab === active ? 0 : -1}
          active={tab === active}
          onClick={() => onChange(tab)}
          onKeyDown={(event: KeyboardEvent) => moveWithKeys(event, index)}
        >
          {label}
        </Menu.Item>
      ))}
    </Menu>
  );
};
