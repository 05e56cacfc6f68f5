import fc from 'fast-check';
import { isPlainObject, parseDraftRecord } from '../../../src/core/config';
import { recordStatus } from '../../../src/core/rules';
import { deserializeRecord } from '../../../src/core/serializer';
import { EVERY_WIDGET } from '../../support/everyWidget';
import { fuzzedRecord } from '../../support/fuzzedRecords';

const SEED = Number(process.env.FUZZ_SEED ?? 40);

/** What a host reads in the console or in the widget's place: never a non-answer. */
const UNCLEAR = /\[object Object\]|\bundefined\b/;

/**
 * What is wrong with how the widgets read one record, if anything: a problem said unclearly,
 * or a widget that takes the record to stand elsewhere than InvenioRDM says. Plain checks,
 * not expect(): at 70,000 a run they are most of its time.
 */
const misreadings = (raw: unknown): string[] => {
  const status = isPlainObject(raw) ? recordStatus(raw) : undefined;
  const draft = parseDraftRecord(raw);
  // The deposit form reads the draft into its editor the same way.
  if (draft.ok) deserializeRecord(draft.value, { locale: 'en' });

  return EVERY_WIDGET.flatMap(({ widget, props }) => {
    const read = widget.parseProps({ ...props, record: raw });
    if (!read.ok) {
      const said = read.problems.map(({ field, message }) => `${field} ${message}`);
      return said.length === 0
        ? [`${widget.name}: refused without a problem`]
        : said.filter((text) => UNCLEAR.test(text)).map((text) => `${widget.name}: ${text}`);
    }
    const { record } = read.value as { record: Record<string, unknown> };
    const readStatus = recordStatus(record);
    return readStatus === status ? [] : [`${widget.name}: status ${readStatus}, not ${status}`];
  });
};

describe('record readers fuzz', () => {
  it('reads 10,000 generated records in every widget alike, without a throw', () => {
    fc.assert(
      fc.property(fuzzedRecord, (raw) => {
        expect(misreadings(raw)).toEqual([]);
      }),
      { seed: SEED, numRuns: 10_000 },
    );
  });
});
