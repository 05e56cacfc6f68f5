import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessLink, LinkPermission, SharingLinks } from '../../core/model';
import {
  COPIED_TOOLTIP_MS,
  COPIED_TOOLTIP_TEXT,
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
  onDelete: () => void;
  deleting: boolean;
}

type CopyState = 'idle' | 'copied' | 'manual';

/** The day part of a server timestamp, as the expiry column shows its days. */
const dayOf = (timestamp: string) => timestamp.slice(0, 10);

/** One secret link: what it is for, when it was made and ends, its permission, Copy, Delete. */
export const LinkRow = ({
  link,
  recordLinks,
  options,
  onSavePermission,
  onError,
  onDelete,
  deleting,
}: LinkRowProps) => {
  const { t } = useTranslation();
  const unmountSignal = useUnmountSignal();
  const [copy, setCopy] = useState<CopyState>('idle');
  // Counts copies, so the timer of an earlier copy does not cut a later 'Copied!' short.
  const copyCount = useRef(0);

  const description = linkDescriptionText(link.description);
  const created = dayOf(link.created_at);
  // Controls need names that tell the rows apart: the description, else the creation day.
  const name = link.description ? description : t('link of {{date}}', { date: created });
  const url = shareLinkUrl(link.permission, link.token, recordLinks);

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
      <td>
        <time dateTime={link.created_at}>{created}</time>
      </td>
      <td>
        {link.expires_at ? (
          <time dateTime={link.expires_at}>{link.expires_at}</time>
        ) : (
          t(linkExpiryText(link.expires_at))
        )}
      </td>
      <td>
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
          onClick={onDelete}
        />
        {copy === 'manual' && url && (
          <ManualCopy url={url} label={t('Link to copy: {{name}}', { name })} />
        )}
      </td>
    </tr>
  );
};
