import fc from 'fast-check';
import { readCreatorsImport } from '../../../src/core/creatorsImport/readCreatorsImport';

const ROLES = [{ value: 'editor', text: 'Editor' }];

/** Texts like the ones people import: cells of names, ids, quotes and separators. */
const csvLike = fc
  .array(
    fc.array(
      fc.oneof(
        fc.string(),
        fc.constantFrom('family_name', 'name', 'type', 'orcid', 'role', 'affiliations', '"', ';'),
        fc.constantFrom('0000-0002-1825-0097', 'organizational', 'editor', '01ggx4157'),
      ),
      { maxLength: 8 },
    ),
    { maxLength: 12 },
  )
  .map((rows) => rows.map((cells) => cells.join(',')).join('\n'));

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), csvLike, fc.json());

describe('reading any text as creators', () => {
  it('gives rows, each ready to add or with its errors, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(anyText, fc.constantFrom('creators', 'contributors'), async (text, kind) => {
        const rows = await readCreatorsImport(text, {
          kind: kind as 'creators' | 'contributors',
          roleOptions: ROLES,
        });
        rows.forEach((row, index) => {
          expect(row.number).toBe(index + 1);
          const person = row.creatibutor.person_or_org;
          if (row.errors.length > 0) return;
          // A row without errors is one the creator modal would save.
          if (person.type === 'organizational') expect(person.name?.trim()).not.toBe('');
          else expect(person.family_name?.trim()).not.toBe('');
          if (kind === 'contributors') expect(row.creatibutor.role).toBe('editor');
        });
      }),
      { numRuns: 300 },
    );
  });
});
