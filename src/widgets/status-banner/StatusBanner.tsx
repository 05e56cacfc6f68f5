import { useEffect, useId } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Icon, Message } from 'semantic-ui-react';
import type { DraftRecord, EditorPermissions } from '../../core/model';
import {
  UNKNOWN_STATUS_ERROR,
  VIEW_REQUEST_LABEL,
  VIEW_REQUEST_TOOLTIP,
  isRecordStatus,
  recordStatus,
  statusBannerFor,
  type StatusBannerColour,
} from '../../core/rules';
import { Overridable } from '../../ui/overrides';
import { Tooltip } from '../../ui/semantic/Tooltip';
import {
  useReviewRequestHref,
  type ReviewReader,
  type ReviewedRecord,
} from './useReviewRequestHref';

/**
 * The parts of a draft the banner reads: its status (or, when the server gave none, what
 * InvenioRDM derives it from) and, under review, where the request is.
 */
export type StatusBannerRecord = Pick<
  DraftRecord,
  'status' | 'is_draft' | 'is_published' | 'versions'
> &
  ReviewedRecord;

export interface StatusBannerProps {
  record: StatusBannerRecord;
  /**
   * The viewer's permissions on the record, as a record page has them: without `can_manage`
   * the viewer is not the owner (a curator, a guest) and reads no owner's words. Absent, as in
   * the deposit form, the banner speaks to the owner.
   */
  permissions?: Pick<EditorPermissions, 'can_manage'>;
  /** Reads the request when the record names none but has a `review` link. */
  reviews?: ReviewReader;
}

/** Fomantic message classes per banner colour; neutral and expired show a plain message. */
const colourProps = (colour: StatusBannerColour) => ({
  warning: colour === 'warning',
  negative: colour === 'negative',
  positive: colour === 'positive',
});

/** Where a draft stands, and what its owner can do next (docs/behaviour.md#record-statuses). */
const StatusMessage = ({ record, permissions, reviews }: StatusBannerProps) => {
  const { t } = useTranslation();
  const status = recordStatus(record);
  const known = isRecordStatus(status);
  const audience = !permissions || permissions.can_manage ? 'owner' : 'visitor';
  const banner = known ? statusBannerFor(status, audience) : null;
  // Without a request there is nothing to link to; the banner still says where it stands.
  const requestHref = useReviewRequestHref(record, !!banner?.hasViewRequestLink, reviews);
  if (!known) return <UnknownStatus status={status} />;
  if (!banner) return null;

  return (
    // A polite live region, so a status change after publish or submit is read out.
    <Message role="status" aria-live="polite" data-state={status} {...colourProps(banner.colour)}>
      <Message.Header>{t(banner.title)}</Message.Header>
      <p>{t(banner.message)}</p>
      {requestHref && <ViewRequestLink href={requestHref} />}
    </Message>
  );
};

/** The banner, which a host may replace, wrap or hide (`status-banner.banner`). */
export const StatusBanner = (props: StatusBannerProps) => (
  <Overridable {...props} overrideId="status-banner.banner" Default={StatusMessage} />
);

const ViewRequestLink = ({ href }: { href: string }) => {
  const { t } = useTranslation();
  const tooltipId = useId();
  const tooltip = t(VIEW_REQUEST_TOOLTIP);
  // The tooltip only shows on hover or focus; the hidden text is the link's description for
  // screen-reader users, who would otherwise not learn that a new tab opens.
  return (
    <p>
      <Tooltip content={tooltip}>
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={tooltipId}
          // The theme's link blue lacks contrast on a warning message; the message's text
          // colour has it, and the underline still marks it as a link.
          style={{ color: 'inherit', textDecoration: 'underline' }}
        >
          {t(VIEW_REQUEST_LABEL)} <Icon name="external alternate" />
        </a>
      </Tooltip>
      <span id={tooltipId} hidden>
        {tooltip}
      </span>
    </p>
  );
};

const UnknownStatus = ({ status }: { status: string | undefined }) => {
  const { t } = useTranslation();
  useEffect(() => {
    const given = status === undefined ? 'no status' : `"${status}"`;
    console.error(`rdm-widgets: status-banner: ${UNKNOWN_STATUS_ERROR} (got ${given})`);
  }, [status]);
  return (
    <Message negative role="alert" data-state={status}>
      {t(UNKNOWN_STATUS_ERROR)}
    </Message>
  );
};
