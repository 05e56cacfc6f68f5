import { screen } from '@testing-library/react';
import { DepositFormWidget } from '../../../../src/widgets/deposit-form';
import { FakeDraftsApi } from '../../../support/editor/fakeDraftsApi';
import { renderWithOverrides } from '../../../support/renderWithOverrides';
import { FakeFilesApi } from '../../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../../community-header/renderHeader';

const renderNewUpload = () =>
  renderWithOverrides(() => (
    <DepositFormWidget
      config={{ createUrl: 'https://repo.test/api/records', default_locale: 'en' }}
      record={{}}
      permissions={{ can_manage: true }}
      draftsApi={new FakeDraftsApi()}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      navigate={jest.fn()}
    />
  ));

describe('the deposit form’s skip link', () => {
  afterEach(() => window.localStorage.clear());

  it('is the form’s first Tab stop and takes focus to Save draft, leaving the address alone', async () => {
    const { user } = renderNewUpload();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the form’s actions' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
