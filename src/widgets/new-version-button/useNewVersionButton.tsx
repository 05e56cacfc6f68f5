import { useMemo, type ReactNode } from 'react';
import type { EditorConfig, EditorPermissions } from '../../core/model';
import { NewVersionButton } from './NewVersionButton';

/**
 * The New version button for the file uploader's `newVersionButton` slot (the control its
 * locked files offer: docs/widgets.md#file-uploader), or nothing when the record has no
 * versions link to create it with.
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
