import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { flashFor } from '../../../src/core/serializer/flashMessages';
import { mapServerErrors } from '../../../src/core/serializer/serverErrors';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { DepositForm } from '../../../src/widgets/deposit-form/DepositForm';
import { renderDepositForm, TitleField } from '../../support/depositForm/renderDepositForm';

const MISSING_FILES =
  'Missing uploaded files. To disable files for this record please mark it as metadata-only.';

/** What the server answered the last save: no files yet, and no title. */
const answered = [
  { field: 'files.enabled', messages: [MISSING_FILES] },
  { field: 'metadata.title', messages: ['Missing data for required field.'] },
];
const lastSave = {
  flash: flashFor('DRAFT_HAS_VALIDATION_ERRORS', { errors: answered }),
  errors: mapServerErrors(answered),
};
const slots = { files: <p>The uploader</p> };

const summary = () => screen.getByRole('list', { name: 'Fields that need attention' });

describe('the error summary once files are uploaded', () => {
  const renderWithFiles = (fileCount: number, uploading: boolean) => {
    const view = renderDepositForm({ state: lastSave, slots, fileCount: 0 });
    view.rerender(
      <I18nextProvider i18n={createI18n()}>
        <DepositForm
          controller={view.controller}
          navigate={view.navigate}
          onChangeCommunity={jest.fn()}
          fileCount={fileCount}
          uploading={uploading}
          slots={slots}
        >
          <TitleField />
        </DepositForm>
      </I18nextProvider>,
    );
    return view;
  };

  it('lists the missing files while there are none', () => {
    renderDepositForm({ state: lastSave, slots, fileCount: 0 });
    expect(within(summary()).getByRole('link', { name: 'Files' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Files/ })).toHaveTextContent('1 error');
  });

  it('still lists them while the files are uploading', () => {
    renderWithFiles(2, true);
    expect(within(summary()).getByRole('link', { name: 'Files' })).toBeInTheDocument();
  });

  it('drops them when the files have finished, and keeps the rest', () => {
    renderWithFiles(2, false);
    expect(within(summary()).queryByRole('link', { name: 'Files' })).not.toBeInTheDocument();
    expect(screen.queryByText(MISSING_FILES)).not.toBeInTheDocument();
    expect(within(summary()).getByRole('link', { name: 'Title' })).toBeInTheDocument();
    // Nor does the Files section still count an error.
    expect(screen.getByRole('region', { name: /^Files/ })).not.toHaveTextContent('error');
  });
});
