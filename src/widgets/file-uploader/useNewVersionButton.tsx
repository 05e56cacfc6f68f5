import { useMemo, type ReactNode } from 'react';
import type { EditorConfig, EditorPermissions } from '../../core/model';
import { NewVersionButton } from '../new-version-button/NewVersionButton';

/**
 * The New version button a published record's locked files offer (docs/widgets.md#file-uploader),
 * for a record that has a versions link to create it with.
 */
export const useNewVersionButton = (
  versionsLink: string | undefined,
  permissions: EditorPermissions,
  config: EditorConfig,
): ReactNode =>
  useMemo(
    () =>
      versionsLink ? (
        <NewVersionButton
          record={{ links: { versions: versionsLink } }}
          permissions={permissions}
          config={config}
        />
      ) : undefined,
    [versionsLink, permissions, config],
  );
