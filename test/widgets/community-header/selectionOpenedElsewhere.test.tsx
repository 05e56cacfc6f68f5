import { screen } from '@testing-library/react';
import { useState } from 'react';
import { CommunityHeader } from '../../../src/widgets/community-header';
import { aDraft } from '../../factories/draft';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { aNamedCommunity, fakeCommunitiesApi } from './renderHeader';

/** The deposit form's 'Change community': a button elsewhere opens the header's selection. */
const ChangeElsewhere = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change community
      </button>
      <CommunityHeader
        community={aNamedCommunity('open-science')}
        communitiesApi={fakeCommunitiesApi([aNamedCommunity('earth-data')])}
        record={aDraft()}
        disableSelectionButton
        onChange={jest.fn()}
        selectionOpen={open}
        onSelectionOpenChange={setOpen}
      />
    </>
  );
};

// The selection's code loads the first time it is asked for, here by the other button.
it('opens the selection asked for from elsewhere once its code is in, and closes it', async () => {
  const { user } = renderWithOverrides(() => <ChangeElsewhere />);
  const change = screen.getByRole('button', { name: 'Change community' });

  await user.click(change);
  const dialog = await screen.findByRole('dialog', { name: 'Select a community' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await user.keyboard('{Escape}');
  expect(dialog).not.toBeInTheDocument();
  await user.click(change);
  expect(screen.getByRole('dialog', { name: 'Select a community' })).toBeInTheDocument();
});
