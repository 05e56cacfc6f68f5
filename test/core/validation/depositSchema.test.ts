import type { EditorRecord, FormCreatibutor, FormMetadata } from '../../../src/core/model';
import {
  deserializeRecord,
  errorAt,
  flattenErrorMap,
  type ErrorMap,
} from '../../../src/core/serializer';
import {
  checkBeforeSending,
  creatibutorSchema,
  depositSchema,
  identifiersErrorText,
  validateDeposit,
} from '../../../src/core/validation';
import { ValidationError } from 'yup';
import { validateDeposit as validateDepositOfTheEntry } from '../../../src/core';
import { aCompleteDraft } from '../../factories/completeDraft';
import { anEditorRecord } from '../../factories/editorRecord';

const completeRecord = (): EditorRecord => deserializeRecord(aCompleteDraft(), { locale: 'en' });

/** The complete (valid) record with some metadata replaced. */
const recordWith = (metadata: Partial<FormMetadata>): EditorRecord => {
  const record = completeRecord();
  return { ...record, metadata: { ...record.metadata, ...metadata } };
};

/** Every error as `path: message`, sorted, so a test sees both and nothing unexpected. */
const errorsOf = async (record: EditorRecord) =>
  flattenErrorMap(await validateDeposit(record))
    .map(({ path, message }) => `${path}: ${message}`)
    .sort();

const person = (fields: Partial<FormCreatibutor['person_or_org']> = {}): FormCreatibutor => ({
  person_or_org: { type: 'personal', family_name: 'Brown', given_name: 'Troy', ...fields },
  affiliations: [],
});

const organisation = (fields: Partial<FormCreatibutor['person_or_org']> = {}) => ({
  person_or_org: { type: 'organizational' as const, name: 'CERN', ...fields },
  affiliations: [],
});

describe('depositSchema', () => {
  it('finds nothing wrong in a complete record, nor in a new empty draft', async () => {
    expect(await validateDeposit(completeRecord())).toEqual({});
    expect(await validateDeposit(anEditorRecord())).toEqual({});
  });

  it('names every field publishing requires, even when nothing else is wrong', async () => {
    const required = [
      'metadata.creators',
      'metadata.publication_date',
      'metadata.resource_type',
      'metadata.title',
    ];
    const empty = anEditorRecord();
    const paths = async (errors: Promise<ErrorMap>) =>
      flattenErrorMap(await errors)
        .map(({ path }) => path)
        .sort();
    expect(await paths(validateDeposit(empty, { publishing: true }))).toEqual(required);
    expect(await paths(validateDepositOfTheEntry(empty, { publishing: true }))).toEqual(required);
    // The form sends such a draft: the repository saves it and names the fields itself.
    expect(await checkBeforeSending(empty, { publishing: true })).toEqual({});
    // With another error, the form refuses and names them all.
    const untitledWithBadCreator = recordWith({
      title: '',
      creators: [person({ family_name: '' })],
    });
    expect(await paths(checkBeforeSending(untitledWithBadCreator, { publishing: true }))).toEqual(
      await paths(validateDeposit(untitledWithBadCreator, { publishing: true })),
    );
  });

  it("is what the core entry's validateDeposit answers, which loads the schema when called", async () => {
    const record = recordWith({ title: '', creators: [person({ family_name: '' })] });
    const errors = await validateDepositOfTheEntry(record, { publishing: true });
    expect(flattenErrorMap(errors).length).toBeGreaterThan(1);
    expect(errors).toEqual(await validateDeposit(record, { publishing: true }));
    expect(await validateDepositOfTheEntry(completeRecord())).toEqual({});
  });

  it('requires the family name of a person', async () => {
    const record = recordWith({ creators: [person(), person({ family_name: '  ' })] });
    expect(await errorsOf(record)).toEqual([
      'metadata.creators.1.person_or_org.family_name: Family name is a required field.',
    ]);
  });

  it('requires the name of an organisation, not its family name', async () => {
    const record = recordWith({ creators: [organisation({ name: '', family_name: '' })] });
    expect(await errorsOf(record)).toEqual([
      'metadata.creators.0.person_or_org.name: Name is a required field.',
    ]);
  });

  it('requires the role of a contributor but not of a creator', async () => {
    const record = recordWith({
      creators: [person({ family_name: 'Creator' })],
      contributors: [{ ...person(), role: 'editor' }, person()],
    });
    expect(await errorsOf(record)).toEqual([
      'metadata.contributors.1.role: Role is a required field.',
    ]);
  });

  it('names the scheme of an invalid name identifier', async () => {
    const record = recordWith({
      creators: [
        person({
          identifiers: [
            { scheme: 'orcid', identifier: '0000-0002-1825-0097' },
            { scheme: 'orcid', identifier: '0000-0002-1825-0098' },
          ],
        }),
        organisation({ identifiers: [{ scheme: 'ror', identifier: 'not-a-ror' }] }),
      ],
    });
    expect(await errorsOf(record)).toEqual([
      'metadata.creators.0.person_or_org.identifiers.1.identifier: Invalid ORCID identifier.',
      'metadata.creators.1.person_or_org.identifiers.0.identifier: Invalid ROR identifier.',
    ]);
  });

  it('requires the date and type of a date, and a date in the hinted format', async () => {
    const record = recordWith({
      dates: [
        { date: '', type: '' },
        { date: '2020-13', type: 'collected' },
        { date: '2021/2020', type: 'created' },
      ],
    });
    const hint = 'Format: DATE or DATE/DATE where DATE is YYYY or YYYY-MM or YYYY-MM-DD.';
    expect(await errorsOf(record)).toEqual([
      'metadata.dates.0.date: Date is a required field.',
      'metadata.dates.0.type: Type is a required field.',
      `metadata.dates.1.date: ${hint}`,
      `metadata.dates.2.date: ${hint}`,
    ]);
  });

  it('checks the publication date format when one is given', async () => {
    expect(await errorsOf(recordWith({ publication_date: '01/06/2020' }))).toEqual([
      'metadata.publication_date: Format: DATE or DATE/DATE where DATE is YYYY or YYYY-MM or YYYY-MM-DD.',
    ]);
    expect(await errorsOf(recordWith({ publication_date: '2020-01/2020-06' }))).toEqual([]);
    expect(await errorsOf(recordWith({ publication_date: '' }))).toEqual([]);
  });

  it('requires the end date of an active embargo, written YYYY-MM-DD', async () => {
    const withEmbargo = (until: string | null, active = true): EditorRecord => ({
      ...completeRecord(),
      access: { record: 'public', files: 'restricted', embargo: { active, until } },
    });
    expect(await errorsOf(withEmbargo(null))).toEqual([
      'access.embargo.until: Embargo end date is a required field.',
    ]);
    expect(await errorsOf(withEmbargo('2031-02-30'))).toEqual([
      'access.embargo.until: Embargo end date must be a real date written YYYY-MM-DD.',
    ]);
    expect(await errorsOf(withEmbargo(null, false))).toEqual([]);
  });

  it('requires the title and type of an additional title', async () => {
    const record = recordWith({ additional_titles: [{ title: '', type: '' }] });
    expect(await errorsOf(record)).toEqual([
      'metadata.additional_titles.0.title: Title is a required field.',
      'metadata.additional_titles.0.type: Type is a required field.',
    ]);
  });

  it('requires the description and type of an additional description', async () => {
    const record = recordWith({ additional_descriptions: [{ description: '', type: '' }] });
    expect(await errorsOf(record)).toEqual([
      'metadata.additional_descriptions.0.description: Description is a required field.',
      'metadata.additional_descriptions.0.type: Type is a required field.',
    ]);
  });

  it('requires the identifier and scheme of an alternate identifier, valid together', async () => {
    const record = recordWith({
      identifiers: [
        { identifier: '', scheme: '' },
        { identifier: '978-3-16-148410-1', scheme: 'isbn' },
        { identifier: 'anything', scheme: 'w3id' },
      ],
    });
    expect(await errorsOf(record)).toEqual([
      'metadata.identifiers.0.identifier: Identifier is a required field.',
      'metadata.identifiers.0.scheme: Scheme is a required field.',
      'metadata.identifiers.1.identifier: Invalid ISBN identifier.',
    ]);
  });

  it('requires the reference text of a reference', async () => {
    const record = recordWith({ references: [{ reference: '', identifier: '10.1234/x' }] });
    expect(await errorsOf(record)).toEqual([
      'metadata.references.0.reference: Reference is a required field.',
    ]);
  });

  it('requires the relation, identifier and scheme of a related work', async () => {
    const record = recordWith({
      related_identifiers: [{ relation_type: '', identifier: '', scheme: '' }],
    });
    expect(await errorsOf(record)).toEqual([
      'metadata.related_identifiers.0.identifier: Identifier is a required field.',
      'metadata.related_identifiers.0.relation_type: Relation is a required field.',
      'metadata.related_identifiers.0.scheme: Scheme is a required field.',
    ]);
  });

  it('requires a related work identifier valid for its scheme', async () => {
    const record = recordWith({
      related_identifiers: [
        { relation_type: 'cites', identifier: 'https://example.org/x', scheme: 'doi' },
        { relation_type: 'cites', identifier: 'arXiv:1501.00001', scheme: 'arxiv' },
      ],
    });
    expect(await errorsOf(record)).toEqual([
      'metadata.related_identifiers.0.identifier: Invalid DOI identifier.',
    ]);
  });

  it('requires the title of a custom licence and a valid link', async () => {
    const record = recordWith({
      rights: [
        { id: 'cc-by-4.0', title: '' },
        { title: '', link: 'not a url' },
        { title: 'Mine', link: 'https://example.org/licence' },
      ],
    });
    expect(await errorsOf(record)).toEqual([
      'metadata.rights.1.link: Link must be a valid URL',
      'metadata.rights.1.title: Title is a required field.',
    ]);
  });

  it('returns nested errors a form can read at the fields’ paths', async () => {
    const errors = await validateDeposit(recordWith({ contributors: [person()] }));
    expect(errorAt(errors, 'metadata.contributors.0.role')).toBe('Role is a required field.');
    expect(Array.isArray((errors.metadata as Record<string, unknown>).contributors)).toBe(true);
  });

  it('can be used directly as a Yup schema, reporting every error', async () => {
    const record = recordWith({
      references: [{ reference: '' }],
      dates: [{ date: 'x', type: 't' }],
    });
    const failure: unknown = await depositSchema
      .validate(record, { abortEarly: false })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).errors.sort()).toEqual([
      'Format: DATE or DATE/DATE where DATE is YYYY or YYYY-MM or YYYY-MM-DD.',
      'Reference is a required field.',
    ]);
  });
});

describe('creatibutorSchema', () => {
  it('validates one creatibutor alone, at paths relative to it', async () => {
    const schema = creatibutorSchema({ roleRequired: true });
    await expect(schema.validate(person(), { abortEarly: false })).rejects.toMatchObject({
      inner: [{ path: 'role', errors: ['Role is a required field.'] }],
    });
    await expect(schema.isValid({ ...person(), role: 'editor' })).resolves.toBe(true);
  });
});

describe('identifiersErrorText', () => {
  it('joins the messages naming schemes, else says the identifiers are invalid', () => {
    expect(identifiersErrorText(undefined)).toBeUndefined();
    expect(identifiersErrorText('Invalid GND identifier.')).toBe('Invalid GND identifier.');
    expect(
      identifiersErrorText([
        { identifier: 'Invalid ORCID identifier.' },
        undefined,
        { identifier: 'Invalid GND identifier.' },
      ]),
    ).toBe('Invalid ORCID identifier. Invalid GND identifier.');
    expect(identifiersErrorText([{}])).toBe('Invalid identifiers');
  });
});
