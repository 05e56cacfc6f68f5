import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Button } from '../../../ui/semantic/Button';

export interface PrefillNoticeProps {
  /** How many fields were filled, and from what. */
  count: number;
  source: string;
  undone: boolean;
  onUndo: () => void;
}

/**
 * What filling the form did, with Undo; once undone, that it was. The Undo button goes away
 * when pressed: its focus comes to the message instead of being lost.
 */
export const PrefillNotice = ({ count, source, undone, onUndo }: PrefillNoticeProps) => {
  const { t } = useTranslation();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (undone) message.current?.focus();
  }, [undone]);
  return (
    <div className="ui success message rdm-prefill-notice">
      <p ref={message} tabIndex={-1}>
        {undone
          ? t('Undone: the fields are as they were before.')
          : t('Filled {{count}} fields from {{source}}.', { count, source })}
      </p>
      {!undone && <Button type="button" size="small" content={t('Undo')} onClick={onUndo} />}
    </div>
  );
};
