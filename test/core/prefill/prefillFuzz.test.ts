/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { PrefillError, prefillFromFile, prefillFromText } from '../../../src/core/prefill';
import { brokenJson } from '../../support/brokenJson';
import { PREFILL_FIXTURES } from '../../support/prefill/fixtureFetch';
import { mutatedText } from '../../support/prefill/mutatedText';
import { testServices } from '../../support/prefill/testServices';

const SAMPLES = readdirSync(join(PREFILL_FIXTURES, 'samples')).map((name) => ({
  name,
  text: readFileSync(join(PREFILL_FIXTURES, 'samples', name), 'utf8'),
}));

/** Entries, or a PrefillError: nothing else may come out. */
const expectEntriesOrPrefillError = async (run: () => Promise<{ entries: unknown[] }>) => {
  try {
    const { entries } = await run();
    expect(entries.length).toBeGreaterThan(0);
  } catch (error) {
    if (!(error instanceof PrefillError)) throw error;
  }
};

describe('files and answers however broken', () => {
  it.each(SAMPLES.map((sample) => [sample.name, sample]))(
    'a mutated %s gives works or a PrefillError, never another throw',
    async (_, sample) => {
      await fc.assert(
        fc.asyncProperty(mutatedText(sample.text), (text) =>
          expectEntriesOrPrefillError(() =>
            prefillFromFile({ name: sample.name, text }, testServices()),
          ),
        ),
        { numRuns: 150 },
      );
    },
  );

  it.each([
    ['datacite', '10.5281/zenodo.7654321'],
    ['crossref', '10.1371/journal.pcbi.1011043'],
    ['doi', '10.1400/284011'],
  ])('a broken %s answer gives a work or a PrefillError', async (service, doi) => {
    const file = join(PREFILL_FIXTURES, service, `${doi.replace(/\//g, '%2F')}.json`);
    const valid = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    await fc.assert(
      fc.asyncProperty(brokenJson(valid, 4), (broken) => {
        const body = JSON.stringify(broken) ?? '';
        const fetch = Object.assign(
          async (url: RequestInfo | URL) =>
            String(url).includes(`${service}.test`)
              ? new Response(body, { status: 200 })
              : new Response('', { status: 404 }),
          { requests: [] },
        );
        return expectEntriesOrPrefillError(() =>
          prefillFromText(doi, testServices(fetch as never)),
        );
      }),
      { numRuns: 150 },
    );
  });
});
