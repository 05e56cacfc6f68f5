import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../ui/i18n/useTranslation';

export interface DepositLayoutProps {
  /** The form's sections. */
  main: ReactNode;
  /** Above the actions in the side column: the community and the draft's save status. */
  sideTop: ReactNode;
  /** Save, Preview, Publish, Delete. */
  actions: ReactNode;
  /** Below the actions: visibility, DOI, the section navigation. */
  sideRest: ReactNode;
  /** The actions' element and its id, where the form's skip link leads. */
  actionsRef?: RefObject<HTMLDivElement>;
  actionsId?: string;
}

/** Below this width of the form itself (not of the window: hosts embed it anywhere) it stacks. */
export const TWO_COLUMNS_MIN_WIDTH = 900;

type Arrangement = 'columns' | 'stacked';

/**
 * The arrangement before the form has a width: a window narrower than two columns cannot hold
 * them, so a phone lays the form out once, stacked, rather than in columns and then again.
 */
const firstArrangement = (): Arrangement =>
  typeof window !== 'undefined' && window.innerWidth < TWO_COLUMNS_MIN_WIDTH
    ? 'stacked'
    : 'columns';

/**
 * Whether the element is wide enough for two columns, followed as it resizes. The observer,
 * watching from before the first paint, reports the width after the browser's own layout:
 * reading it during mount would force one more layout of the whole form. A change renders
 * at once (flushSync), before paint, so a narrow form never shows a frame in two columns.
 */
const useArrangement = (element: React.RefObject<HTMLElement | null>): Arrangement => {
  const [arrangement, setArrangement] = useState<Arrangement>(firstArrangement);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = entry.contentRect.width >= TWO_COLUMNS_MIN_WIDTH ? 'columns' : 'stacked';
      flushSync(() => setArrangement(next));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return arrangement;
};

/**
 * The deposit page's two columns: the sections, and beside them a side column that stays in
 * view while the user scrolls (community, status, actions, visibility, DOI, sections). When
 * the form is narrow the side column comes first and its actions are docked at the bottom of
 * the screen. The document order follows what is seen, so the keyboard goes where the eye
 * does; both columns are keyed, so React moves them between arrangements without remounting
 * (nothing typed or chosen is lost when a phone turns).
 */
export const DepositLayout = ({
  main,
  sideTop,
  actions,
  sideRest,
  actionsRef,
  actionsId,
}: DepositLayoutProps) => {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const arrangement = useArrangement(root);
  const mainColumn = (
    <div key="main" className="rdm-deposit-main">
      {main}
    </div>
  );
  const side = (
    <aside key="side" className="rdm-deposit-side" aria-label={t('Draft')}>
      {sideTop}
      <div ref={actionsRef} id={actionsId} tabIndex={-1} className="rdm-deposit-actions-dock">
        {actions}
      </div>
      {sideRest}
    </aside>
  );
  return (
    <div ref={root} className={`rdm-deposit-layout rdm-deposit-layout-${arrangement}`}>
      {arrangement === 'columns' ? [mainColumn, side] : [side, mainColumn]}
    </div>
  );
};
