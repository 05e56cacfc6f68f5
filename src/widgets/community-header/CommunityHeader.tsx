import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { Community } from '../../core/model';
import { useLazyPart } from '../../ui/hooks/useLazyPart';
import { lazyPart } from '../../ui/lazyPart';
import { LazyPartFailure } from '../../ui/LazyPartFailure';
import { Overridable } from '../../ui/overrides';
import { Button } from '../../ui/semantic/Button';
import { CommunityLogo } from './CommunityLogo';
import { LogoLoadsContext, type LogoLoads } from './logoLoads';
import type { CommunitySearchContext } from './types';

export interface CommunityHeaderProps extends CommunitySearchContext {
  community: Community | null;
  /** False hides the whole header (the editor decides from its state). */
  showHeader?: boolean;
  /** False hides the select/change and remove buttons (e.g. a published record). */
  showSelectionButton?: boolean;
  /** Disables both buttons (e.g. a declined or expired review). */
  disableSelectionButton?: boolean;
  /** A change is being saved: the buttons wait for it. */
  busy?: boolean;
  onChange: (community: Community | null) => void;
  /**
   * Opens the selection from elsewhere (the deposit form's 'Change community'): the modal is
   * then open while this is true, and `onSelectionOpenChange` hears when it closes.
   */
  selectionOpen?: boolean;
  onSelectionOpenChange?: (open: boolean) => void;
  /** Where focus goes when the selection closes; the header's own button by default. */
  returnFocusTo?: HTMLElement | null;
}

/** The selection, with its search, loads when first opened. */
const communitySelectionModal = lazyPart(
  async () => (await import('./CommunitySelectionModal')).CommunitySelectionModal,
);

/** The chosen community (or an invitation to choose one), with the buttons to change it. */
const ChosenCommunity = ({
  community,
  showHeader = true,
  showSelectionButton = true,
  disableSelectionButton = false,
  busy = false,
  onChange,
  selectionOpen,
  onSelectionOpenChange,
  returnFocusTo,
  ...searchContext
}: CommunityHeaderProps) => {
  const { t } = useTranslation();
  const [ownModalOpen, setOwnModalOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // A choice made here: once it is saved, focus lost with the control that opened the
  // selection (a declined draft's 'Change community', gone with the decline) comes back here.
  const choiceSaving = useRef(false);
  useEffect(() => {
    if (busy || !choiceSaving.current) return;
    choiceSaving.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body) opener.current?.focus();
  }, [busy]);
  // One for the widget's life: the header and every opening of the modal share it.
  const [logoLoads] = useState<LogoLoads>(() => new Map());
  const opening = useLazyPart(communitySelectionModal);
  const { Part: CommunitySelectionModal, open: openSelection } = opening;
  // Opened from elsewhere (the deposit form's 'Change community'): it shows once loaded.
  useEffect(() => {
    if (selectionOpen) openSelection(() => undefined);
  }, [selectionOpen, openSelection]);
  if (!showHeader) return null;
  const modalOpen = selectionOpen ?? ownModalOpen;
  const setModalOpen = (open: boolean) => {
    setOwnModalOpen(open);
    onSelectionOpenChange?.(open);
  };

  // Focus goes to the opener (or the host's returnFocusTo, which may differ from what opened
  // the modal) at once on close, and after Remove, whose button goes away.
  const closeModal = () => {
    setModalOpen(false);
    if (returnFocusTo) returnFocusTo.focus();
    else opener.current?.focus();
  };
  const select = (chosen: Community) => {
    closeModal();
    choiceSaving.current = true;
    onChange(chosen);
  };
  const remove = () => {
    opener.current?.focus();
    onChange(null);
  };

  return (
    <LogoLoadsContext.Provider value={logoLoads}>
      {/* Fomantic's segment and header drawn by class: semantic-ui-react's Header brings its
          Image, and with it the Dimmer and Portal, into the page's first load. */}
      <div className="ui segment community-header" data-state={community ? 'selected' : 'empty'}>
        {/* Announces the new choice to screen readers once it is saved. */}
        <div aria-live="polite" className="community-header-choice">
          {community ? (
            <h2 className="ui small header">
              <CommunityLogo community={community} />
              <div className="content">{community.metadata.title}</div>
            </h2>
          ) : (
            <p>{t('Select the community where you want to submit your record.')}</p>
          )}
        </div>
        {showSelectionButton && (
          <div className="community-header-buttons">
            <Button
              type="button"
              ref={opener}
              // Disabled while saving: a loading button without it hides its text from contrast
              // checks and from sighted users alike.
              disabled={disableSelectionButton || busy}
              loading={busy || opening.busy}
              aria-busy={opening.busy || undefined}
              onClick={() => !busy && openSelection(() => setModalOpen(true))}
              {...opening.preloadProps}
            >
              {community ? t('Change') : t('Select a community')}
            </Button>
            {community && (
              <Button
                type="button"
                basic
                icon="close"
                content={t('Remove')}
                disabled={disableSelectionButton || busy}
                onClick={remove}
              />
            )}
            {opening.failed && <LazyPartFailure onRetry={opening.retry} />}
            {CommunitySelectionModal && (
              <CommunitySelectionModal
                open={modalOpen}
                onClose={closeModal}
                onSelect={select}
                {...searchContext}
              />
            )}
          </div>
        )}
      </div>
    </LogoLoadsContext.Provider>
  );
};

/** The header, which a host may replace, wrap or hide (`community-header.header`). */
export const CommunityHeader = (props: CommunityHeaderProps) => (
  <Overridable {...props} overrideId="community-header.header" Default={ChosenCommunity} />
);
