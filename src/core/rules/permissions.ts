import type { GrantPermission, LinkPermission } from '../model';

/** The permissions a secret link or a grant can give (docs/behaviour.md#permissions). */

export interface PermissionOption<P extends GrantPermission = GrantPermission> {
  value: P;
  label: string;
  description: string;
}

export const PERMISSION_OPTIONS: Readonly<Record<GrantPermission, PermissionOption>> = {
  view: {
    value: 'view',
    label: 'Can view',
    description: 'View the restricted files of every version of this record.',
  },
  preview: {
    value: 'preview',
    label: 'Can preview',
    description: 'View drafts and the restricted files of every version.',
  },
  edit: {
    value: 'edit',
    label: 'Can edit',
    description: 'Edit drafts and view the restricted files of every version.',
  },
  manage: {
    value: 'manage',
    label: 'Can manage',
    description: 'Edit drafts, view restricted files and manage who has access.',
  },
};

/** `view` reaches published versions only, so it is offered once the record is published. */
export const linkPermissionOptions = (
  recordPublished: boolean,
): PermissionOption<LinkPermission>[] =>
  (['view', 'preview', 'edit'] as const)
    .filter((permission) => recordPublished || permission !== 'view')
    .map((permission) => ({ ...PERMISSION_OPTIONS[permission], value: permission }));

/** Grants offer what links offer, plus manage. */
export const grantPermissionOptions = (recordPublished: boolean): PermissionOption[] => [
  ...linkPermissionOptions(recordPublished),
  PERMISSION_OPTIONS.manage,
];
