import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FAMILY_NAME_REQUIRED, ROLE_REQUIRED } from '../../../src/core/validation';
import { FieldError } from '../../../src/ui/fields';
import { createI18n } from '../../../src/ui/i18n/createI18n';

/** A host's French catalog with two of the form's validation messages. */
const french = createI18n({
  locale: 'fr',
  resources: {
    fr: {
      translation: {
        [FAMILY_NAME_REQUIRED]: 'Le nom de famille est obligatoire.',
        [ROLE_REQUIRED]: 'Le rôle est obligatoire.',
      },
    },
  },
});

const renderInFrench = (ui: ReactElement) =>
  render(<I18nextProvider i18n={french}>{ui}</I18nextProvider>);

describe('FieldError', () => {
  it('describes its input with the message in the host’s language', () => {
    renderInFrench(
      <>
        <label htmlFor="family-name">Nom de famille</label>
        <input id="family-name" aria-invalid aria-describedby="family-name-error" />
        <FieldError id="family-name-error" message={FAMILY_NAME_REQUIRED} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Nom de famille' })).toHaveAccessibleDescription(
      'Le nom de famille est obligatoire.',
    );
  });

  it('translates each of several messages, and keeps a text the catalog lacks as it is', () => {
    renderInFrench(
      <FieldError message={[FAMILY_NAME_REQUIRED, ROLE_REQUIRED, 'Server says no.']} />,
    );
    expect(
      screen.getByText(
        'Le nom de famille est obligatoire. Le rôle est obligatoire. Server says no.',
      ),
    ).toBeInTheDocument();
  });
});
