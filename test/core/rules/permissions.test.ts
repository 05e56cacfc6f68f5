import {
  PERMISSION_OPTIONS,
  grantPermissionOptions,
  linkPermissionOptions,
} from '../../../src/core/rules';

const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('permission options', () => {
  it.each([
    [true, ['view', 'preview', 'edit'], ['view', 'preview', 'edit', 'manage']],
    [false, ['preview', 'edit'], ['preview', 'edit', 'manage']],
  ])('record published %p: links %p, grants %p', (published, links, grants) => {
    expect(values(linkPermissionOptions(published))).toEqual(links);
    expect(values(grantPermissionOptions(published))).toEqual(grants);
  });

  it.each([
    ['view', 'Can view', /restricted files of every version/],
    ['preview', 'Can preview', /drafts and the restricted files/],
    ['edit', 'Can edit', /Edit drafts and view the restricted files/],
    ['manage', 'Can manage', /manage who has access/],
  ] as const)('%s is described', (permission, label, description) => {
    const option = PERMISSION_OPTIONS[permission];
    expect(option.value).toBe(permission);
    expect(option.label).toBe(label);
    expect(option.description).toMatch(description);
  });

  it('each option carries its label and description into the lists', () => {
    expect(grantPermissionOptions(true)).toEqual([
      PERMISSION_OPTIONS.view,
      PERMISSION_OPTIONS.preview,
      PERMISSION_OPTIONS.edit,
      PERMISSION_OPTIONS.manage,
    ]);
  });
});
