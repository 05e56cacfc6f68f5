import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { SharedRecord } from '../../../src/core/model';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { LinksTab } from '../../../src/widgets/share-access/LinksTab';
import { useAccessList } from '../../../src/widgets/share-access/useAccessList';
import { aSharedRecord } from '../../factories/access';
import { fakeAccessApi, type FakeAccessApiOptions } from '../../support/share/fakeAccessApi';

/** The tab with its list loaded as the modal loads it, over a fake server. */
const LinksTabHarness = ({
  record,
  api,
}: {
  record: SharedRecord;
  api: ReturnType<typeof fakeAccessApi>;
}) => {
  const load = useCallback(
    (signal: AbortSignal) => api.listLinks(record, { signal }),
    [api, record],
  );
  const links = useAccessList(load);
  return <LinksTab record={record} accessApi={api} links={links} />;
};

export const renderLinksTab = (
  apiOptions: FakeAccessApiOptions = {},
  record: SharedRecord = aSharedRecord(),
) => {
  const api = fakeAccessApi(apiOptions);
  // Fake timers drive the fake server's answers and the tab's timers alike.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <LinksTabHarness record={record} api={api} />
    </I18nextProvider>,
  );
  return { ...view, api, user, record };
};
