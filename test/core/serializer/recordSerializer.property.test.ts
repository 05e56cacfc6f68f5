import fc from 'fast-check';
import { deserializeRecord, serializeRecord, stripEmpty } from '../../../src/core/serializer';
import { expectContained } from './containment';
import { anyEditorRecord, anyServerDraft } from './recordArbitraries';

const options = { locale: 'en' };

describe('record serializer properties', () => {
  it('form -> server -> form keeps every non-empty value', () => {
    fc.assert(
      fc.property(anyEditorRecord, (form) => {
        const roundTripped = deserializeRecord(serializeRecord(form, options), options);
        expectContained(roundTripped, stripEmpty(form));
      }),
      { numRuns: 1000 },
    );
  });

  it('server -> form -> server keeps every non-empty value', () => {
    fc.assert(
      fc.property(anyServerDraft, (draft) => {
        const sent = serializeRecord(deserializeRecord(draft, options), options);
        expectContained(sent, stripEmpty(draft));
      }),
      { numRuns: 1000 },
    );
  });

  it('anything from the server reads into a full form without throwing', () => {
    const junk = fc.anything({
      withNullPrototype: true,
      withBoxedValues: true,
      withSparseArray: true,
    });
    const draftLike = fc.record({
      metadata: fc.dictionary(fc.string(), junk),
      access: junk,
      files: junk,
      pids: junk,
      custom_fields: junk,
    });
    fc.assert(
      fc.property(fc.oneof(junk, draftLike), (server) => {
        const form = deserializeRecord(server, options);
        expect(typeof form.metadata.title).toBe('string');
        expect(Array.isArray(form.metadata.creators)).toBe(true);
        const sent = serializeRecord(form, options);
        expect(sent.metadata).toBeInstanceOf(Object);
        expect(sent.custom_fields).toBeInstanceOf(Object);
      }),
      { numRuns: 1000 },
    );
  });
});
