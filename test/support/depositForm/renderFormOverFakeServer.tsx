import type { ComponentProps } from 'react';
import type { Community } from '../../../src/core/model';
import { DepositFormWidget } from '../../../src/widgets/deposit-form';
import { fakeCommunitiesApi } from '../../widgets/community-header/renderHeader';
import { FakeDraftsApi } from '../editor/fakeDraftsApi';
import { renderWithOverrides } from '../renderWithOverrides';
import { FakeFilesApi } from '../upload/fakeFilesApi';

export interface FormOverFakeServerOptions {
  /** The draft the page opens (a new upload's `{}` by default). */
  record?: ComponentProps<typeof DepositFormWidget>['record'];
  /** The fake server, set up by the test; one holding `record` by default. */
  draftsApi?: FakeDraftsApi;
  /** Autosave's pause; without it autosave is off. */
  autosaveDelayMs?: number;
  communities?: Community[];
}

/** The whole deposit form as its owner sees it, over fake drafts, files and communities APIs. */
export const renderFormOverFakeServer = ({
  record = {},
  draftsApi = new FakeDraftsApi(),
  autosaveDelayMs,
  communities = [],
}: FormOverFakeServerOptions = {}) => {
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={{
        createUrl: 'https://repo.test/api/records',
        default_locale: 'en',
        ...(autosaveDelayMs === undefined ? {} : { autosave: { delayMs: autosaveDelayMs } }),
      }}
      record={record}
      permissions={{ can_manage: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi(communities)}
      navigate={jest.fn()}
    />
  ));
  return { ...view, draftsApi };
};
