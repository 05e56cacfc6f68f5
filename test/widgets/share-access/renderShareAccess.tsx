import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { GrantPermission, SharedRecord } from '../../../src/core/model';
import { ShareAccessWidget, type ShareAccessWidgetProps } from '../../../src/widgets/share-access';
import { aSharedRecord, aUserGrant } from '../../factories/access';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { fakeAccessApi, type FakeAccessApiOptions } from '../../support/share/fakeAccessApi';

/** A person with a public profile, as `/api/users` and expanded grants show them. */
export const aPerson = (id: string, fullName: string, username: string) => ({
  id,
  username,
  profile: { full_name: fullName, affiliations: 'CERN' },
  links: { avatar: `https://repo.test/api/users/${id}/avatar.svg` },
  is_current_user: false,
});

/** A user grant whose subject is that person. */
export const grantTo = (person: ReturnType<typeof aPerson>, permission: GrantPermission = 'view') =>
  aUserGrant({
    subject: { type: 'user', id: person.id },
    permission,
    expanded: { subject: person },
  });

export interface ShareAccessOptions extends FakeAccessApiOptions {
  record?: SharedRecord;
  permissions?: ShareAccessWidgetProps['permissions'];
  defaultOpen?: boolean;
  config?: ShareAccessWidgetProps['config'];
}

/** The widget over a fake sharing server; answers it, the fake and a user-event session. */
export const renderShareAccess = ({
  record = aSharedRecord(),
  permissions = { can_manage: true },
  defaultOpen = false,
  config,
  ...apiOptions
}: ShareAccessOptions = {}) => {
  const api = fakeAccessApi(apiOptions);
  const view = renderWithOverrides<ShareAccessWidgetProps>((overrides) => (
    <ShareAccessWidget
      record={record}
      permissions={permissions}
      accessApi={api}
      defaultOpen={defaultOpen}
      config={config}
      {...overrides}
    />
  ));
  return { ...view, api, record };
};

export const openShareModal = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share access' });
};
