import type { RefObject } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { tabStopsIn } from '../../../ui/semantic/tabStops';

export interface ActionsSkipLinkProps {
  /** The form's actions (Save draft, Preview, Publish...). */
  actions: RefObject<HTMLElement | null>;
  /** The actions' element id, for the link's address. */
  actionsId: string;
}

/**
 * The deposit form's first Tab stop, shown when it has focus: it takes focus past every field
 * to the first of the form's actions. Focus is moved by hand, leaving the host page's address
 * (its own #fragment, perhaps its router's) as it is.
 */
export const ActionsSkipLink = ({ actions, actionsId }: ActionsSkipLinkProps) => {
  const { t } = useTranslation();
  return (
    <a
      className="rdm-skip-link"
      href={`#${actionsId}`}
      onClick={(event) => {
        const target = actions.current;
        if (!target) return;
        event.preventDefault();
        (tabStopsIn(target)[0] ?? target).focus();
      }}
    >
      {t('Skip to the form’s actions')}
    </a>
  );
};
