import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MAX_FILES_MESSAGE, MAX_STORAGE_MESSAGE, validateDrop } from '../../../src/core/upload';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { DropWarnings } from '../../../src/widgets/file-uploader/DropWarnings';

const item = (name: string, size = 10) => ({ name, size });

/** A host's French catalog with the quota warnings and the word for small sizes. */
const french = () =>
  createI18n({
    locale: 'fr',
    resources: {
      fr: {
        translation: {
          [MAX_FILES_MESSAGE]:
            'Avec ces fichiers, le dépôt en compterait {{files}} (max. {{maxFiles}})',
          [MAX_STORAGE_MESSAGE]:
            'Avec ces fichiers, le dépôt pèserait {{total}} pour une limite de {{limit}}',
          '{{count}} bytes_one': '{{count}} octet',
          '{{count}} bytes_other': '{{count}} octets',
        },
      },
    },
  });

const renderInFrench = (warnings: Parameters<typeof DropWarnings>[0]['warnings'], decimal = true) =>
  render(
    <I18nextProvider i18n={french()}>
      <DropWarnings warnings={warnings} decimalSizeDisplay={decimal} />
    </I18nextProvider>,
  );

it('shows a quota warning in the host’s language, with its numbers', () => {
  const { warnings } = validateDrop({
    existing: [item('a')],
    dropped: [item('b'), item('c')],
    maxFiles: 2,
  });
  renderInFrench(warnings);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Avec ces fichiers, le dépôt en compterait 3 (max. 2)',
  );
});

it('writes a storage limit under one kB in the host’s words', () => {
  const { warnings } = validateDrop({
    existing: [item('a', 600)],
    dropped: [item('b', 500)],
    maxStorage: 999,
  });
  renderInFrench(warnings);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Avec ces fichiers, le dépôt pèserait 1,1 kB pour une limite de 999 octets',
  );
});

it('writes the storage warning’s sizes in binary units when decimal display is off', () => {
  const { warnings } = validateDrop({
    existing: [],
    dropped: [item('big', 3 * 1024 ** 2)],
    maxStorage: 2 * 1024 ** 2,
  });
  renderInFrench(warnings, false);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Avec ces fichiers, le dépôt pèserait 3 MiB pour une limite de 2 MiB',
  );
});
