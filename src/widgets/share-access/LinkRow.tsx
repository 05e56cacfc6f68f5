import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { AccessLink, LinkPermission, SharingLinks } from '../../core/model';
import {
  COPIED_TOOLTIP_MS,
  COPIED_TOOLTIP_TEXT,
  formatDay,
  linkDescriptionText,
  linkExpiryText,
  shareLinkUrl,
  type PermissionOption,
} from '../../core/rules';
import { sleep } from '../../core/upload/waits';
import { Button } from '../../ui/semantic/Button';
import { copyText } from './copyText';
import { ManualCopy } from './ManualCopy';
import { PermissionSelect } from './PermissionSelect';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

export interface LinkRowProps {
  link: AccessLink;
  /** The record's page links, from which the URL to copy is built. */
  recordLinks: SharingLinks;
  options: PermissionOption<LinkPermission>[];
  onSavePermission: (permission: LinkPermission, signal: AbortSignal) => Promise<unknown>;
  onError: (error: unknown) => void;
  /** Delete was pressed; gets the name the row's controls go by. */
  onDelete: (name: string) => void;
  deleting: boolean;
  /** The link was just created: its Copy button takes focus. */
  focusCopy?: boolean;
}

type CopyState = 'idle' | 'copied' | 'manual';

/** One secret link: what it is for, when it was made and ends, its permission, Copy, Delete. */
export const LinkRow = ({
  link,
  recordLinks,
  options,
  onSavePermission,
  onError,
  onDelete,
  deleting,
  focusCopy = false,
}: LinkRowProps) => {
  const { t, i18n } = useTranslation();
  const unmountSignal = useUnmountSignal();
  const copyButton = useRef<HTMLButtonElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  // Counts copies, so the timer of an earlier copy does not cut a later 'Copied!' short.
  const copyCount = useRef(0);

  const description = linkDescriptionText(link.description);
  const created = formatDay(link.created_at, i18n.language);
  // Controls need names that tell the rows apart: the description, else the creation day.
  const name = link.description ? description : t('link of {{date}}', { date: created });
  const url = shareLinkUrl(link.permission, link.token, recordLinks);

  useEffect(() => {
    if (focusCopy) copyButton.current?.focus();
  }, [focusCopy]);

  const copyUrl = async () => {
    if (!url) return;
    const signal = unmountSignal();
    const thisCopy = ++copyCount.current;
    const copied = await copyText(url);
    if (signal.aborted) return;
    setCopy(copied ? 'copied' : 'manual');
    if (!copied) return;
    sleep(COPIED_TOOLTIP_MS, signal).then(
      () => {
        if (copyCount.current === thisCopy) setCopy('idle');
      },
      () => undefined,
    );
  };

  return (
    <tr data-state={deleting ? 'deleting' : copy}>
      <td title={link.description || undefined}>{description}</td>
      {/* data-label: the column's name, which a phone shows beside a stacked cell. */}
      <td data-label={t('Created')}>
        <time dateTime={link.created_at}>{created}</time>
      </td>
      <td data-label={t('Expires')}>
        {link.expires_at ? (
          <time dateTime={link.expires_at}>{formatDay(link.expires_at, i18n.language)}</time>
        ) : (
          t(linkExpiryText(link.expires_at))
        )}
      </td>
      <td data-label={t('Permission')}>
        <PermissionSelect
          label={t('Permission of {{name}}', { name })}
          value={link.permission}
          options={options}
          onSave={onSavePermission}
          onError={onError}
          disabled={deleting}
        />
      </td>
      <td>
        <Button
          ref={copyButton}
          type="button"
          basic
          icon="copy outline"
          content={t('Copy')}
          aria-label={t('Copy {{name}}', { name })}
          disabled={!url || deleting}
          onClick={() => void copyUrl()}
        />
        {/* Shown like a tooltip and read out: the 'Copied!' confirmation. */}
        <span role="status" aria-live="polite">
          {copy === 'copied' && (
            <span className="ui left pointing basic label">{t(COPIED_TOOLTIP_TEXT)}</span>
          )}
        </span>
        <Button
          type="button"
          basic
          negative
          icon="trash alternate"
          aria-label={t('Delete {{name}}', { name })}
          loading={deleting}
          disabled={deleting}
          onClick={() => onDelete(name)}
        />
        {copy === 'manual' && url && (
          <ManualCopy url={url} label={t('Link to copy: {{name}}', { name })} />
        )}
      </td>
    </tr>
  );
};
