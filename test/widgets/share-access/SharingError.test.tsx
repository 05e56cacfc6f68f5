import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../../src/core/api';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { SharingError } from '../../../src/widgets/share-access/SharingError';

const renderError = (error: unknown, header?: string) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <SharingError error={error} header={header} />
    </I18nextProvider>,
  );

describe('SharingError', () => {
  it("shows the server's message under 'Something went wrong'", () => {
    renderError(new ApiError({ message: 'Permission denied.', status: 403 }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Permission denied.');
    expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists each field capitalised with its messages, once', () => {
    renderError(
      new ApiError({
        message: 'A validation error occurred.',
        status: 400,
        fieldErrors: [
          { field: 'expires_at', messages: ['Expiration date must be set to the future'] },
          { field: 'expires_at', messages: ['Expiration date must be set to the future'] },
          { field: 'permission', messages: ['An access permission level is required'] },
        ],
      }),
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Expires_at: Expiration date must be set to the future',
      'Permission: An access permission level is required',
    ]);
  });

  it('takes another header when given one', () => {
    renderError(new Error('Network Error'), 'Unable to change the access request settings.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to change the access request settings.',
    );
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it.each([
    ['nothing failed', null],
    ['the request was cancelled', new ApiError({ message: 'canceled', isAbort: true })],
  ])('renders nothing when %s', (_case, error) => {
    const { container } = renderError(error);
    expect(container).toBeEmptyDOMElement();
  });
});
