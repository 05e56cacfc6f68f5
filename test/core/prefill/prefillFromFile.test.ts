/** @jest-environment node */
import { MAX_FILE_ENTRIES, prefillFromFile, type PrefillEntry } from '../../../src/core/prefill';
import { sampleFile } from '../../support/prefill/fixtureFetch';
import { testServices } from '../../support/prefill/testServices';

const read = (file: { name: string; text: string }) => prefillFromFile(file, testServices());

const names = (entry: PrefillEntry) =>
  entry.metadata.creators?.map(({ person_or_org }) => person_or_org.name);

describe('starting from a citation file', () => {
  it('reads the three works of a BibTeX file in order, LaTeX accents and page ranges resolved', async () => {
    const { kind, entries } = await read(sampleFile('three-entries.bib'));
    expect(kind).toBe('bibtex');
    expect(entries.map((entry) => entry.label)).toEqual([
      'Glacier retreat and water availability in Central Asia — Müller (2020)',
      'Long-term preservation of research software — Dubois (2019)',
      'Sedimenthaushalt alpiner Einzugsgebiete — Schröder (2018)',
    ]);
    const [article, paper, thesis] = entries as [PrefillEntry, PrefillEntry, PrefillEntry];
    expect(names(article)).toEqual([
      'Müller, Jörg',
      'García, José María',
      'World Health Organization',
    ]);
    expect(article.metadata.creators?.[2]?.person_or_org.type).toBe('organizational');
    expect(article.metadata.resource_type).toEqual({ id: 'publication-article' });
    expect(article.metadata.publication_date).toBe('2020-03');
    expect(article.metadata.subjects).toEqual([
      { subject: 'glaciers' },
      { subject: 'hydrology' },
      { subject: 'Central Asia' },
    ]);
    expect(article.metadata.description).toBe(
      '<p>We quantify glacier mass loss in the Tien Shan and Pamir since 2000.</p>',
    );
    expect(article.custom_fields['journal:journal']).toEqual({
      title: 'Nature Climate Change',
      issn: '1758-678X',
      volume: '10',
      issue: '3',
      pages: '123-145',
    });
    expect(article.sourceIdentifier).toEqual({
      scheme: 'doi',
      identifier: '10.1038/s41558-020-0001-2',
    });

    expect(names(paper)).toEqual(['Dubois, Céline', 'van der Berg, Pieter']);
    expect(paper.metadata.resource_type).toEqual({ id: 'publication-conferencepaper' });
    expect(paper.custom_fields['imprint:imprint']).toMatchObject({
      title: 'Proceedings of the International Conference on Digital Preservation',
      pages: '77-84',
      isbn: '978-1-4503-9157-3',
      place: 'Amsterdam',
    });
    expect(paper.sourceIdentifier).toEqual({
      scheme: 'url',
      identifier: 'https://ipres2019.example.org/papers/77',
    });

    expect(thesis.metadata.resource_type).toEqual({ id: 'publication-thesis' });
    expect(thesis.metadata.languages).toEqual([{ id: 'deu' }]);
    expect(thesis.custom_fields['thesis:thesis']).toEqual({
      university: 'Universität Bern',
      type: 'Dissertation',
    });
  });

  it('reads RIS records, French accents and all', async () => {
    const { kind, entries } = await read(sampleFile('two-entries.ris'));
    expect(kind).toBe('ris');
    const [article, book] = entries as [PrefillEntry, PrefillEntry];
    expect(article.metadata.title).toBe('Partage des données de recherche en sciences humaines');
    expect(names(article)).toEqual(['Lefèvre, Claire', 'Nguyen, Van Anh']);
    expect(article.metadata.languages).toEqual([{ id: 'fra' }]);
    expect(article.metadata.publication_date).toBe('2022-05-10');
    expect(article.metadata.subjects).toEqual([
      { subject: 'données ouvertes' },
      { subject: 'archives' },
    ]);
    expect(article.custom_fields['journal:journal']).toMatchObject({
      volume: '14',
      issue: '2',
      pages: '201-219',
    });
    expect(book.metadata.resource_type).toEqual({ id: 'publication-book' });
    expect(book.custom_fields['imprint:imprint']).toMatchObject({
      isbn: '978-3-16-148410-0',
      place: 'Cambridge',
    });
  });

  it('reads CSL-JSON items, a licence by its SPDX id and an editor as contributor', async () => {
    const { kind, entries } = await read(sampleFile('items.json'));
    expect(kind).toBe('csl-json');
    const [dataset, chapter] = entries as [PrefillEntry, PrefillEntry];
    expect(dataset.metadata.resource_type).toEqual({ id: 'dataset' });
    expect(names(dataset)).toEqual(['Fernández, Lucía', 'Estación Biológica de Doñana']);
    expect(dataset.metadata.rights).toMatchObject([{ id: 'cc-by-4.0' }]);
    expect(dataset.metadata.languages).toEqual([{ id: 'spa' }]);
    expect(dataset.metadata.version).toBe('1.0');
    expect(chapter.metadata.resource_type).toEqual({ id: 'publication-section' });
    expect(chapter.metadata.contributors).toEqual([
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Smith',
          given_name: 'Jane',
          name: 'Smith, Jane',
        },
        role: { id: 'editor' },
      },
    ]);
    expect(chapter.custom_fields['imprint:imprint']).toEqual({
      title: 'Data Curation in Practice',
      pages: '33-52',
      isbn: '9780306406157',
      place: 'London',
    });
  });

  it('matches a licence link to the entry with that link, and keeps another as a custom licence', async () => {
    const item = (id: string, license: string) => ({
      id,
      type: 'software',
      title: `Tool ${id}`,
      license,
    });
    const text = JSON.stringify([
      item('a', 'https://opensource.org/licenses/MIT'),
      item('b', 'https://example.org/our-licence'),
    ]);
    const { entries } = await read({ name: 'tools.json', text });
    expect(entries.map((entry) => entry.metadata.rights)).toMatchObject([
      [{ id: 'mit' }],
      [
        {
          title: { en: 'https://example.org/our-licence' },
          link: 'https://example.org/our-licence',
        },
      ],
    ]);
  });

  it("keys a custom licence's title by the form's locale", async () => {
    const text = JSON.stringify({ type: 'dataset', title: 'Daten', license: 'Eigene Lizenz' });
    const { entries } = await prefillFromFile(
      { name: 'daten.json', text },
      testServices(undefined, { locale: 'de' }),
    );
    expect(entries[0]!.metadata.rights).toEqual([{ title: { de: 'Eigene Lizenz' } }]);
  });

  it('fills a software package from its CITATION.cff: ORCIDs, version, licence, repository', async () => {
    const { kind, entries } = await read(sampleFile('CITATION.cff'));
    expect(kind).toBe('cff');
    const [software] = entries as [PrefillEntry];
    expect(software.metadata.resource_type).toEqual({ id: 'software' });
    expect(software.metadata.creators).toEqual([
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Keller',
          given_name: 'Anna',
          name: 'Keller, Anna',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
        },
        affiliations: [{ id: '01ggx4157', name: 'European Organization for Nuclear Research' }],
      },
      {
        person_or_org: {
          type: 'personal',
          family_name: 'van den Berg',
          given_name: 'Pieter',
          name: 'van den Berg, Pieter',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1694-233X' }],
        },
        affiliations: [{ name: 'University of Amsterdam' }],
      },
      { person_or_org: { type: 'organizational', name: 'Glacier Monitoring Consortium' } },
    ]);
    expect(software.metadata.version).toBe('2.4.1');
    expect(software.metadata.publication_date).toBe('2024-02-29');
    expect(software.metadata.rights).toMatchObject([{ id: 'apache-2.0' }]);
    expect(software.metadata.related_identifiers).toEqual([
      {
        relation_type: { id: 'issupplementto' },
        identifier: 'https://github.com/glacier-lab/glacierflow',
        scheme: 'url',
      },
    ]);
    expect(software.metadata.subjects?.map((s) => s.subject)).toEqual([
      'glaciology',
      'remote sensing',
      'feature tracking',
    ]);
    expect(software.sourceIdentifier).toEqual({
      scheme: 'doi',
      identifier: '10.5281/zenodo.10700001',
    });
    expect(software.unmapped).toEqual(
      expect.arrayContaining([
        { source: 'url', value: 'https://glacierflow.example.org' },
        { source: 'preferred-citation', value: 'Glacier velocities from Sentinel-2' },
      ]),
    );
  });

  it('reads a codemeta.json', async () => {
    const { kind, entries } = await read(sampleFile('codemeta.json'));
    expect(kind).toBe('codemeta');
    const [software] = entries as [PrefillEntry];
    expect(software.label).toBe('sedbudget — Schröder (2023)');
    expect(software.metadata.rights).toMatchObject([{ id: 'mit' }]);
    expect(software.metadata.creators?.[0]?.person_or_org.identifiers).toEqual([
      { scheme: 'orcid', identifier: '0000-0002-7285-027X' },
    ]);
    expect(software.metadata.contributors?.[0]).toEqual({
      person_or_org: { type: 'organizational', name: 'Swiss Geomorphology Society' },
      role: { id: 'other' },
    });
    expect(software.unmapped).toEqual(
      expect.arrayContaining([{ source: 'programmingLanguage', value: 'R' }]),
    );
  });

  it('detects the format by content, whatever the name', async () => {
    const { text } = sampleFile('CITATION.cff');
    expect((await read({ name: 'download.txt', text })).kind).toBe('cff');
  });
});

describe('files that give nothing', () => {
  it.each([
    [
      'no format at all',
      { name: 'notes.txt', text: 'Just some notes about glaciers.' },
      'unreadable',
    ],
    ['JSON of something else', { name: 'data.json', text: '{"rows": [1, 2, 3]}' }, 'unreadable'],
    [
      'a BibTeX file of only a comment',
      { name: 'refs.bib', text: '@comment{nothing here}' },
      'empty',
    ],
    [
      'a broken CITATION.cff',
      { name: 'CITATION.cff', text: 'cff-version: 1.2.0\ntitle: [unclosed' },
      'unreadable',
    ],
  ])('%s is %s', async (_, file, kind) => {
    await expect(read(file)).rejects.toMatchObject({ kind });
  });

  it('refuses a file over 1 MiB before reading it', async () => {
    const text = `@misc{big, note = {${'x'.repeat(1024 * 1024)}}}`;
    await expect(read({ name: 'big.bib', text })).rejects.toMatchObject({
      kind: 'unreadable',
      message: 'The file is larger than 1 MiB: no citation file is.',
    });
  });

  it(`refuses more than ${MAX_FILE_ENTRIES} works before reading them`, async () => {
    const text = Array.from(
      { length: MAX_FILE_ENTRIES + 1 },
      (_, i) => `@misc{k${i}, title = {T${i}}}`,
    ).join('\n');
    await expect(read({ name: 'many.bib', text })).rejects.toMatchObject({
      kind: 'unreadable',
      message: `many.bib holds ${MAX_FILE_ENTRIES + 1} works; at most ${MAX_FILE_ENTRIES} are read.`,
    });
  });
});
