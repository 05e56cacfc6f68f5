import { useEffect, useRef } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { Flash } from '../../core/serializer/flashMessages';
import { Button } from '../../ui/semantic/Button';
import { ErrorSummary } from './ErrorSummary';

export interface FlashBannerProps {
  flash: Flash | null;
  onDismiss: () => void;
}

/** Warnings and failures list what to fix, so keyboard users are taken there. */
const takesFocus = (flash: Flash | null) => flash !== null && flash.kind !== 'positive';

/**
 * The editor's top banner (docs/behaviour.md#messages-after-an-action): the action's headline, then
 * the field errors under their labels, each a link to its field. Texts are shown as text, never as
 * HTML, whatever the server sent.
 */
export const FlashBanner = ({ flash, onDismiss }: FlashBannerProps) => {
  const { t } = useTranslation();
  const banner = useRef<HTMLDivElement>(null);
  const shown = useRef(flash);

  // A flash that replaces the one shown at mount came from an action: move focus to it.
  // A positive one is only announced, so focus stays on the button the user pressed.
  useEffect(() => {
    if (shown.current === flash) return;
    shown.current = flash;
    if (takesFocus(flash)) banner.current?.focus();
  }, [flash]);

  if (!flash) return null;
  return (
    <div
      ref={banner}
      tabIndex={-1}
      role={flash.kind === 'positive' ? 'status' : 'alert'}
      data-state={flash.kind}
      className="rdm-flash-banner"
    >
      <Message
        positive={flash.kind === 'positive'}
        warning={flash.kind === 'warning'}
        negative={flash.kind === 'negative'}
      >
        <Button
          type="button"
          basic
          size="mini"
          floated="right"
          icon="close"
          aria-label={t('Dismiss message')}
          onClick={onDismiss}
        />
        <p>
          <strong>{t(flash.message)}</strong>
        </p>
        {flash.mergedFrom && (
          <p>
            {t('Changes saved elsewhere meanwhile were kept: {{fields}}.', {
              fields: flash.mergedFrom.map((label) => t(label)).join(', '),
            })}
          </p>
        )}
        {flash.fieldErrors.length > 0 && <ErrorSummary fieldErrors={flash.fieldErrors} />}
      </Message>
    </div>
  );
};
