import type { AccessRequest, AccessRequestSettings, RequestableRecord } from '../../src/core/model';
import { API, UI } from './draft';

/** The owner takes requests from anyone, on no conditions. */
const OPEN_TO_ALL: AccessRequestSettings = {
  allow_user_requests: true,
  allow_guest_requests: true,
  accept_conditions_text: null,
};

/** A public record with restricted files whose owner takes requests; override any part. */
export const aRequestableRecord = (
  overrides: Partial<RequestableRecord> = {},
): RequestableRecord => {
  const id = overrides.id ?? 'rec12-34567';
  return {
    id,
    links: {
      access_request: `${API}/records/${id}/access/request`,
      self_html: `${UI}/records/${id}`,
    },
    metadata: { title: 'Urban tree inventory of Gothenburg, 2024' },
    parent: { access: { settings: OPEN_TO_ALL } },
    ...overrides,
  };
};

/** A requestable record whose owner's settings differ from taking requests from anyone. */
export const aRecordWithSettings = (settings: AccessRequestSettings): RequestableRecord =>
  aRequestableRecord({ parent: { access: { settings: { ...OPEN_TO_ALL, ...settings } } } });

/** A submitted `user-access-request`, as the server answers it; override any part. */
export const anAccessRequest = (overrides: Partial<AccessRequest> = {}): AccessRequest => {
  const id = overrides.id ?? '0d7c5a3e-4f1b-4b8e-9a51-7c2e8d9f1a20';
  return {
    id,
    number: '12',
    type: 'user-access-request',
    status: 'submitted',
    title: 'Urban tree inventory of Gothenburg, 2024',
    is_open: true,
    created_by: { user: '2' },
    receiver: { user: '1' },
    topic: { record: 'rec12-34567' },
    links: {
      self: `${API}/requests/${id}`,
      self_html: `${UI}/me/requests/${id}`,
      actions: { cancel: `${API}/requests/${id}/actions/cancel` },
    },
    ...overrides,
  };
};
