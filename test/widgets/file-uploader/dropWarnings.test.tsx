import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MAX_FILES_MESSAGE, validateDrop } from '../../../src/core/upload';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { DropWarnings } from '../../../src/widgets/file-uploader/DropWarnings';

const item = (name: string) => ({ name, size: 10 });

it('shows a quota warning in the host’s language, with its numbers', () => {
  const { warnings } = validateDrop({
    existing: [item('a')],
    dropped: [item('b'), item('c')],
    maxFiles: 2,
  });
  const i18n = createI18n({
    locale: 'fr',
    resources: {
      fr: {
        translation: {
          [MAX_FILES_MESSAGE]:
            'Avec ces fichiers, le dépôt en compterait {{files}} (max. {{maxFiles}})',
        },
      },
    },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <DropWarnings warnings={warnings} />
    </I18nextProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Avec ces fichiers, le dépôt en compterait 3 (max. 2)',
  );
});
