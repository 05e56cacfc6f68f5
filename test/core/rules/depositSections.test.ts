import {
  BUILT_IN_SECTIONS,
  depositSections,
  errorCountsBySection,
  sectionOfPath,
  sectionProgress,
} from '../../../src/core/rules/depositSections';

const SECTIONS = depositSections([
  { id: 'custom-0', title: 'Journal', fields: ['custom_fields.journal:journal'] },
]);
const section = (id: string) => {
  const found = SECTIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

describe('deposit sections', () => {
  it('come in a depositor’s order, the host’s sections last', () => {
    expect(SECTIONS.map(({ title }) => title)).toEqual([
      'Files',
      'Basic information',
      'Recommended information',
      'Funding',
      'Alternate identifiers',
      'Related works',
      'References',
      'Journal',
    ]);
  });

  it.each([
    ['metadata.title', 'basic'],
    ['metadata.creators.3.person_or_org.family_name', 'basic'],
    ['metadata.contributors.0.role', 'recommended'],
    ['metadata.funding.0.award.title', 'funding'],
    ['metadata.related_identifiers.1.identifier', 'related'],
    ['files.enabled', 'files'],
    ['custom_fields.journal:journal.issn', 'custom-0'],
  ])('puts %s in the section %s', (path, id) => {
    expect(sectionOfPath(SECTIONS, path)?.id).toBe(id);
  });

  it('leaves what the side column edits (access, DOI) and unknown paths outside', () => {
    expect(sectionOfPath(SECTIONS, 'access.embargo.until')).toBeUndefined();
    expect(sectionOfPath(SECTIONS, 'pids.doi')).toBeUndefined();
    // A prefix match needs a whole segment: 'metadata.titles' is not the title.
    expect(sectionOfPath(SECTIONS, 'metadata.titles')).toBeUndefined();
  });

  it('counts each error message in the section of its field', () => {
    const errors = {
      metadata: {
        title: 'Missing data for required field.',
        creators: [
          { person_or_org: { family_name: 'Family name is a required field.' } },
          undefined,
          { role: 'Role is a required field.' },
        ],
        funding: [{ award: { title: 'Title is a required field.' } }],
      },
      access: { embargo: { until: 'Embargo end date must be set to a future date.' } },
    };
    expect(errorCountsBySection(SECTIONS, errors)).toEqual({
      files: 0,
      basic: 3,
      recommended: 0,
      funding: 1,
      identifiers: 0,
      related: 0,
      references: 0,
      'custom-0': 0,
    });
  });

  describe('progress', () => {
    const complete = {
      metadata: {
        resource_type: { id: 'dataset' },
        title: 'Ocean heat',
        publication_date: '2026-11-24',
        creators: [{ person_or_org: { family_name: 'Doe' } }],
      },
    };

    it('basic information is complete once every required field holds something', () => {
      expect(sectionProgress(section('basic'), { values: complete, fileCount: 0 })).toBe(
        'complete',
      );
      const untitled = { metadata: { ...complete.metadata, title: '   ' } };
      expect(sectionProgress(section('basic'), { values: untitled, fileCount: 0 })).toBe('missing');
      const blankRow = { metadata: { ...complete.metadata, resource_type: { id: '' } } };
      expect(sectionProgress(section('basic'), { values: blankRow, fileCount: 0 })).toBe('missing');
    });

    it('files need one file, or none for a metadata-only record', () => {
      const files = section('files');
      expect(sectionProgress(files, { values: {}, fileCount: 0 })).toBe('missing');
      expect(sectionProgress(files, { values: {}, fileCount: 2 })).toBe('complete');
      const metadataOnly = { files: { enabled: false } };
      expect(sectionProgress(files, { values: metadataOnly, fileCount: 0 })).toBe('complete');
    });

    it('an optional section is optional until it holds anything', () => {
      const funding = section('funding');
      expect(
        sectionProgress(funding, { values: { metadata: { funding: [] } }, fileCount: 0 }),
      ).toBe('optional');
      const awarded = { metadata: { funding: [{ funder: { id: '00k4n6c32' } }] } };
      expect(sectionProgress(funding, { values: awarded, fileCount: 0 })).toBe('complete');
      const journal = { custom_fields: { 'journal:journal': { title: 'Nature' } } };
      expect(sectionProgress(section('custom-0'), { values: journal, fileCount: 0 })).toBe(
        'complete',
      );
    });
  });

  it('are all built-in when the host has no custom fields', () => {
    expect(depositSections([])).toEqual(BUILT_IN_SECTIONS);
  });
});
