import { applyPrefill, sourceRelation, undoPrefill } from '../../../src/core/rules/prefillApply';
import { prefillValuesOf } from '../../../src/core/rules/prefillReview';
import { anEditorRecord } from '../../factories/editorRecord';
import { aPrefillEntry } from '../../support/prefill/fakePrefillCore';

const found = prefillValuesOf(aPrefillEntry(), 'en');
const source = { identifier: '10.5281/zenodo.1234', scheme: 'doi' as const };

describe('applyPrefill', () => {
  it('takes the chosen fields only, and leaves the rest as the form holds it', () => {
    const current = anEditorRecord({ metadata: { title: 'Soil samples', copyright: '© Me' } });
    const { values, count } = applyPrefill(current, found, ['metadata.version']);
    expect(values.metadata).toMatchObject({
      title: 'Soil samples',
      version: '1.2',
      copyright: '© Me',
    });
    expect(values.metadata.publisher).toBe('');
    expect(count).toBe(1);
  });

  it('adds the source as a related work, once', () => {
    const relation = sourceRelation(source, 'isversionof');
    const first = applyPrefill(anEditorRecord(), found, [], relation);
    expect(first.values.metadata.related_identifiers).toEqual([
      {
        relation_type: 'isversionof',
        identifier: '10.5281/zenodo.1234',
        scheme: 'doi',
        resource_type: '',
      },
    ]);
    expect(first.count).toBe(1);
    const again = applyPrefill(
      first.values,
      found,
      [],
      sourceRelation({ ...source, identifier: '10.5281/ZENODO.1234' }, 'isversionof'),
    );
    expect(again.values.metadata.related_identifiers).toHaveLength(1);
    expect(again.count).toBe(0);
  });
});

describe('undoPrefill', () => {
  it('puts back what the filled fields held, and keeps what was typed since elsewhere', () => {
    const before = anEditorRecord({ metadata: { title: 'Soil samples' } });
    const applied = applyPrefill(
      before,
      found,
      ['metadata.title', 'metadata.version'],
      sourceRelation(source, 'issupplementto'),
    );
    const typed = {
      ...applied.values,
      metadata: { ...applied.values.metadata, copyright: '© Uppsala University' },
    };
    const undone = undoPrefill(typed, applied.undo);
    expect(undone.metadata).toEqual({ ...before.metadata, copyright: '© Uppsala University' });
    expect(undone.custom_fields).toBe(typed.custom_fields);
  });
});
