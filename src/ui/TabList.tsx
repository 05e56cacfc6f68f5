import type { KeyboardEvent, ReactNode } from 'react';
import { Menu } from 'semantic-ui-react';

export interface TabHeader<Tab extends string> {
  tab: Tab;
  /** Already translated. */
  label: string;
  /** What the label counts is still loading: the tab says so (aria-busy) until it is known. */
  busy?: boolean;
}

export interface TabListProps<Tab extends string> {
  tabs: readonly TabHeader<Tab>[];
  active: Tab;
  onChange: (tab: Tab) => void;
  /** Names the list for screen readers, already translated. */
  label: string;
  /** Ids tying each tab to the panel it controls. */
  idPrefix: string;
}

const tabIdOf = (idPrefix: string, tab: string) => `${idPrefix}-tab-${tab}`;
const tabPanelIdOf = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * A tab list over one panel (TabPanel, below). Every widget's tabs are these, in InvenioRDM's
 * look (its Share modal's: a secondary pointing menu), which wraps onto a second line on a
 * phone rather than cut a tab off. Only the active tab is in the Tab order; arrow keys, Home
 * and End move between the tabs.
 */
export const TabList = <Tab extends string>({
  tabs,
  active,
  onChange,
  label,
  idPrefix,
}: TabListProps<Tab>) => {
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
    document.getElementById(tabIdOf(idPrefix, next))?.focus();
  };

  return (
    <Menu secondary pointing className="rdm-tabs" role="tablist" aria-label={label}>
      {tabs.map(({ tab, label: tabLabel, busy }, index) => (
        <Menu.Item
          key={tab}
          as="button"
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, tab)}
          aria-selected={tab === active}
          aria-controls={tabPanelIdOf(idPrefix)}
          aria-busy={busy || undefined}
          tabIndex={tab === active ? 0 : -1}
          active={tab === active}
          onClick={() => onChange(tab)}
          onKeyDown={(event: KeyboardEvent) => moveWithKeys(event, index)}
        >
          {tabLabel}
        </Menu.Item>
      ))}
    </Menu>
  );
};

export interface TabPanelProps {
  /** The TabList's. */
  idPrefix: string;
  active: string;
  children: ReactNode;
}

/** The panel under a TabList: what its active tab shows. */
export const TabPanel = ({ idPrefix, active, children }: TabPanelProps) => (
  <div
    className="rdm-tab-panel"
    role="tabpanel"
    id={tabPanelIdOf(idPrefix)}
    aria-labelledby={tabIdOf(idPrefix, active)}
  >
    {children}
  </div>
);
