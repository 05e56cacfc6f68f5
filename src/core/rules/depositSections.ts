import { valueAt } from '../editor/valuePaths';
import { flattenErrorMap } from '../serializer/serverErrors';

/** A titled part of the deposit form and the record paths its fields edit. */
export interface DepositSection {
  /** Stable across renders: the built-in names, or `custom-<index>` for the host's. */
  id: string;
  /** English (a catalog key) for the built-in sections; the host's own words for its. */
  title: string;
  /** Record paths (dotted) whose errors and values belong to this section. */
  paths: readonly string[];
  /** Paths that must hold a value before the record can be published. */
  required?: readonly string[];
  /** The host's labels of a custom section's fields, by path, for its error messages. */
  fieldLabels?: Readonly<Record<string, string>>;
}

/** How far a section has got, for the section navigation. */
export type SectionProgress = 'complete' | 'missing' | 'optional';

const metadata = (...fields: string[]) => fields.map((field) => `metadata.${field}`);

/**
 * The sections in a depositor's order: the files first (they take longest), then what every
 * record needs, then what makes it findable. The access and DOI choices live beside the form.
 */
export const BUILT_IN_SECTIONS: readonly DepositSection[] = [
  { id: 'files', title: 'Files', paths: ['files', 'media_files'] },
  {
    id: 'basic',
    title: 'Basic information',
    paths: metadata(
      'resource_type',
      'title',
      'additional_titles',
      'publication_date',
      'creators',
      'description',
      'additional_descriptions',
      'rights',
      'copyright',
    ),
    required: metadata('resource_type', 'title', 'publication_date', 'creators'),
  },
  {
    id: 'recommended',
    title: 'Recommended information',
    paths: metadata('contributors', 'languages', 'version', 'publisher', 'dates', 'subjects'),
  },
  { id: 'funding', title: 'Funding', paths: metadata('funding') },
  { id: 'identifiers', title: 'Alternate identifiers', paths: metadata('identifiers') },
  { id: 'related', title: 'Related works', paths: metadata('related_identifiers') },
  { id: 'references', title: 'References', paths: metadata('references') },
];

/** The built-in sections followed by the host's custom-field sections. */
export const depositSections = (
  custom: readonly {
    id: string;
    title: string;
    fields: readonly string[];
    labels?: Readonly<Record<string, string>>;
  }[],
): DepositSection[] => [
  ...BUILT_IN_SECTIONS,
  ...custom.map(({ id, title, fields, labels }) => ({
    id,
    title,
    paths: fields,
    ...(labels ? { fieldLabels: labels } : {}),
  })),
];

const covers = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}.`);

/** The section whose fields edit this path, if one does (access and DOI paths are beside it). */
export const sectionOfPath = (
  sections: readonly DepositSection[],
  path: string,
): DepositSection | undefined =>
  sections.find((section) => section.paths.some((prefix) => covers(prefix, path)));

/** The host's label of the custom field a path belongs to, if its config gives one. */
export const fieldLabelOf = (
  sections: readonly DepositSection[],
  path: string,
): string | undefined => {
  const labels = sectionOfPath(sections, path)?.fieldLabels ?? {};
  const field = Object.keys(labels).find((prefix) => covers(prefix, path));
  return field === undefined ? undefined : labels[field];
};

/** How many error messages each section holds, by section id (sections without any: 0). */
export const errorCountsBySection = (
  sections: readonly DepositSection[],
  errors: unknown,
): Record<string, number> => {
  const counts: Record<string, number> = Object.fromEntries(sections.map(({ id }) => [id, 0]));
  for (const { path } of flattenErrorMap(errors)) {
    const section = sectionOfPath(sections, path);
    if (section) counts[section.id] = (counts[section.id] ?? 0) + 1;
  }
  return counts;
};

/** Whether a value holds anything a person entered. */
const hasContent = (value: unknown): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return true;
};

export interface ProgressInput {
  values: unknown;
  /** Files are counted by the uploader, not held in the form's values. */
  fileCount: number;
}

/**
 * 'complete' when a section has what publishing needs (or, when it needs nothing, holds
 * anything at all), 'missing' when a required part is empty, 'optional' when an optional
 * section is untouched.
 */
export const sectionProgress = (
  section: DepositSection,
  { values, fileCount }: ProgressInput,
): SectionProgress => {
  if (section.id === 'files') {
    const filesEnabled = valueAt(values, 'files.enabled') !== false;
    return !filesEnabled || fileCount > 0 ? 'complete' : 'missing';
  }
  if (section.required) {
    return section.required.every((path) => hasContent(valueAt(values, path)))
      ? 'complete'
      : 'missing';
  }
  return section.paths.some((path) => hasContent(valueAt(values, path))) ? 'complete' : 'optional';
};
