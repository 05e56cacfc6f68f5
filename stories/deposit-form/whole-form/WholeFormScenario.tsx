import { useState } from 'react';
import type { Community, DraftRecord } from '../../../src/core/model';
import type { Overrides } from '../../../src/ui/overrides';
import { DepositFormWidget } from '../../../src/widgets/deposit-form';
import { FakeDraftsApi } from '../../../test/support/editor/fakeDraftsApi';
import { fakeAccessApi } from '../../../test/support/share/fakeAccessApi';
import { FakeFilesApi } from '../../../test/support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../../community-header/fakeCommunitiesApi';
import { DEPOSIT_PAGE_CONFIG, depositPageVocabularies } from './depositPageConfig';

export interface WholeFormScenarioProps {
  /** The draft as the page prints it, or `{}` for a new upload. */
  record: DraftRecord | Record<string, never>;
  /** Communities the fake server knows (the draft's review receiver among them). */
  communities?: Community[];
  /** The validation errors every save answers with (the server keeps the draft, HTTP 200). */
  saveErrors?: DraftRecord['errors'];
  /** Where the form sends the browser (publish, preview, delete): a Storybook action. */
  navigate: (url: string) => void;
  /** The host's replacements of the form's parts (docs/overrides.md). */
  overrides?: Overrides;
}

const PERMISSIONS = { can_manage: true, can_new_version: true };

/**
 * The deposit form exactly as the deposit page mounts it (DepositFormWidget: every section, the
 * uploader, the side panels), over in-memory fakes of each API client; one set per story render.
 */
export const WholeFormScenario = ({
  record,
  communities = [],
  saveErrors,
  navigate,
  overrides,
}: WholeFormScenarioProps) => {
  const [clients] = useState(() => {
    const stored = 'id' in record ? (record as DraftRecord) : undefined;
    const draftsApi = new FakeDraftsApi({ stored, communities });
    if (saveErrors) draftsApi.answerErrorsOnSave(saveErrors);
    return {
      draftsApi,
      filesApi: new FakeFilesApi({ entries: Object.values(stored?.files.entries ?? {}) }),
      communitiesApi: fakeCommunitiesApi({ all: communities }),
      accessApi: fakeAccessApi(),
      vocabulariesApi: depositPageVocabularies(),
    };
  });
  return (
    <DepositFormWidget
      config={DEPOSIT_PAGE_CONFIG}
      record={record}
      permissions={PERMISSIONS}
      navigate={navigate}
      overrides={overrides}
      {...clients}
    />
  );
};
