import { useCallback, useState } from 'react';
import type { AccessLink } from '../../src/core/model';
import { LinksTab } from '../../src/widgets/share-access/LinksTab';
import { useAccessList } from '../../src/widgets/share-access/useAccessList';
import { aSharedRecord } from '../../test/factories/access';
import { fakeAccessApi, type FakeAccessApiOptions } from '../../test/support/share/fakeAccessApi';

export interface LinksTabScenarioProps {
  links?: AccessLink[];
  /** A draft: no 'view' permission, copied edit links open the deposit form. */
  draft?: boolean;
  fail?: FakeAccessApiOptions['fail'];
}

/** The Links tab over an in-memory server of its own (one per story render). */
export const LinksTabScenario = ({ links = [], draft = false, fail }: LinksTabScenarioProps) => {
  // A little latency, so spinners and the create button's loading state are seen.
  const [accessApi] = useState(() => fakeAccessApi({ links, fail, latencyMs: 300 }));
  const [record] = useState(() => aSharedRecord({ is_published: !draft }));
  const load = useCallback(
    (signal: AbortSignal) => accessApi.listLinks(record, { signal }),
    [accessApi, record],
  );
  const list = useAccessList(load);
  return (
    <div style={{ maxWidth: 960 }}>
      <LinksTab record={record} accessApi={accessApi} links={list} />
    </div>
  );
};
