/**
 * Every message held in one row's Formik errors (`{ person_or_org: { family_name: '...' } }`,
 * identifiers as arrays ...), once each: the list shows them in the row, since the inputs they
 * belong to live in the edit modal.
 */
export const rowErrorMessages = (errors: unknown): string[] => {
  const found = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (value !== '') found.add(value);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  collect(errors);
  return [...found];
};
