import type { ComponentProps } from 'react';
import type { Community } from '../../../src/core/model';
import type { Overrides } from '../../../src/ui/overrides';
import { DepositFormWidget, type DepositFormConfig } from '../../../src/widgets/deposit-form';
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
  /** Config beside the fake server's (PID fields, custom fields ...). */
  config?: Partial<DepositFormConfig>;
  /** The host's overrides of the form's parts. */
  overrides?: Overrides;
}

/** The whole deposit form as its owner sees it, over fake drafts, files and communities APIs. */
export const renderFormOverFakeServer = ({
  record = {},
  draftsApi = new FakeDraftsApi(),
  autosaveDelayMs,
  communities = [],
  config,
  overrides,
}: FormOverFakeServerOptions = {}) => {
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={{
        createUrl: 'https://repo.test/api/records',
        default_locale: 'en',
        ...(autosaveDelayMs === undefined ? {} : { autosave: { delayMs: autosaveDelayMs } }),
        ...config,
      }}
      record={record}
      permissions={{ can_manage: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi(communities)}
      navigate={jest.fn()}
      overrides={overrides}
    />
  ));
  return { ...view, draftsApi };
};
