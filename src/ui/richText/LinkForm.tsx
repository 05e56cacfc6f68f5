import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Button } from '../semantic/Button';
import { hrefFromInput, isAllowedHref } from './allowedHref';

export interface LinkFormProps {
  /** The group's id, for the Link button's aria-controls. */
  id: string;
  /** The target of the link being edited, '' for a new link. */
  initialHref: string;
  onApply: (href: string) => void;
  /** Present when the cursor is in a link, which can then be removed. */
  onRemove?: () => void;
  onClose: () => void;
}

/**
 * The link address field under the toolbar. Not a <form>: the editor usually sits inside one,
 * and Enter here must add the link, not submit the page's form.
 */
export const LinkForm = ({ id, initialHref, onApply, onRemove, onClose }: LinkFormProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);

  // Opening the field is asking to type an address: focus goes there.
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const href = hrefFromInput(address);
    if (!isAllowedHref(href)) {
      setInvalid(true);
      return;
    }
    onApply(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      // Inside a modal, Escape closes this field only, not the modal.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div id={id} role="group" aria-label={t('Link')} className="ui form" style={{ marginTop: 8 }}>
      <div className={`inline field${invalid ? ' error' : ''}`}>
        <label htmlFor={inputId}>{t('Link address')}</label>
        <input
          ref={input}
          id={inputId}
          type="url"
          value={address}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" size="small" content={t('Apply link')} onClick={apply} />
        {onRemove && (
          <Button type="button" size="small" content={t('Remove link')} onClick={onRemove} />
        )}
        <Button type="button" size="small" basic content={t('Cancel')} onClick={onClose} />
      </div>
      {invalid && (
        <p id={errorId} role="alert" style={{ color: '#9f3a38' }}>
          {t('Enter a web address (https://...) or an email link (mailto:...).')}
        </p>
      )}
    </div>
  );
};
