import { act, renderHook } from '@testing-library/react';
import type { RequestOptions, SearchResult } from '../../../src/core/api';
import {
  SUGGESTION_DEBOUNCE_MS,
  useSuggestions,
  type SuggestionOptions,
  type SuggestionSearch,
} from '../../../src/ui/hooks/useSuggestions';

interface Call {
  query: string;
  signal?: AbortSignal;
  answer: (hits: string[]) => void;
  fail: (error: unknown) => void;
}

/** A search whose answers the test gives by hand, in any order. */
const manualSearch = () => {
  const calls: Call[] = [];
  const search: SuggestionSearch<string> = (query: string, { signal }: RequestOptions) =>
    new Promise<SearchResult<string>>((resolve, reject) => {
      calls.push({
        query,
        signal,
        answer: (hits) => resolve({ hits, total: hits.length }),
        fail: reject,
      });
    });
  return { calls, search };
};

const renderSuggestions = (
  search: SuggestionSearch<string> | undefined,
  options?: SuggestionOptions,
  text = '',
) =>
  renderHook(({ typed }: { typed: string }) => useSuggestions(typed, search, options), {
    initialProps: { typed: text },
  });

const wait = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useSuggestions', () => {
  it('searches the trimmed text only once typing pauses', async () => {
    const { calls, search } = manualSearch();
    const { result, rerender } = renderSuggestions(search);
    rerender({ typed: ' pe' });
    rerender({ typed: ' peat ' });
    expect(result.current.searching).toBe(true);
    await wait(SUGGESTION_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls.map((call) => call.query)).toEqual(['peat']);
    await act(async () => calls[0]!.answer(['peatland']));
    expect(result.current).toMatchObject({ hits: ['peatland'], searching: false, noMatch: false });
  });

  it('aborts the older search and ignores its late answer', async () => {
    const { calls, search } = manualSearch();
    const { result, rerender } = renderSuggestions(search);
    rerender({ typed: 'soil' });
    await wait(SUGGESTION_DEBOUNCE_MS);
    rerender({ typed: 'soil carbon' });
    expect(calls[0]!.signal?.aborted).toBe(true);
    await wait(SUGGESTION_DEBOUNCE_MS);
    await act(async () => calls[0]!.answer(['soil (old)']));
    expect(result.current).toMatchObject({ hits: [], searching: true });
    await act(async () => calls[1]!.answer([]));
    expect(result.current).toMatchObject({ hits: [], searching: false, noMatch: true });
  });

  it('reports a failure, and aborts the search in flight on unmount', async () => {
    const { calls, search } = manualSearch();
    const { result, rerender, unmount } = renderSuggestions(search);
    rerender({ typed: 'moss' });
    await wait(SUGGESTION_DEBOUNCE_MS);
    const down = new Error('The search is down.');
    await act(async () => calls[0]!.fail(down));
    expect(result.current).toMatchObject({ failed: true, error: down, noMatch: false });
    rerender({ typed: 'mosses' });
    await wait(SUGGESTION_DEBOUNCE_MS);
    unmount();
    expect(calls[1]!.signal?.aborted).toBe(true);
  });

  it('searches nothing for a blank text or without a search', async () => {
    const { calls, search } = manualSearch();
    const { result, rerender } = renderSuggestions(search);
    rerender({ typed: '   ' });
    await wait(SUGGESTION_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(result.current.searching).toBe(false);
    const without = renderSuggestions(undefined, {}, 'peat');
    expect(without.result.current).toMatchObject({ hits: [], searching: false, noMatch: false });
  });

  it('with searchBlank, lists at once and only waits the given delay for typing', async () => {
    const { calls, search } = manualSearch();
    const { rerender } = renderSuggestions(search, { searchBlank: true, delayMs: 250 });
    expect(calls.map((call) => call.query)).toEqual(['']);
    rerender({ typed: 'cc' });
    await wait(249);
    expect(calls).toHaveLength(1);
    await wait(1);
    expect(calls.map((call) => call.query)).toEqual(['', 'cc']);
  });
});
