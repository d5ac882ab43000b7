import type { SearchResponse } from '@lootmarket/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestionsController, type SuggestionsState } from './suggestions-controller';

const found = (title: string): SearchResponse => ({
  listings: [{ title, image: null, slug: `ru-ru/${title}` }],
  offers: [],
});

/** A search whose answers the test releases one by one, in any order. */
function deferredSearch() {
  const calls: { text: string; resolve: (value: SearchResponse) => void; reject: (error: unknown) => void }[] = [];
  const search = vi.fn(
    (text: string) =>
      new Promise<SearchResponse>((resolve, reject) => {
        calls.push({ text, resolve, reject });
      }),
  );
  return { search, calls };
}

describe('suggestions controller', () => {
  let states: SuggestionsState[];
  const last = () => states.at(-1);
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows loading at once and asks only after 500 ms without typing', async () => {
    const { search, calls } = deferredSearch();
    const controller = createSuggestionsController({ search, onChange: (state) => states.push(state) });
    controller.setText('ge');
    expect(last()).toMatchObject({ text: 'ge', loading: true });
    await vi.advanceTimersByTimeAsync(300);
    controller.setText('  gensh ');
    await vi.advanceTimersByTimeAsync(499);
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('gensh');
    calls[0]!.resolve(found('Genshin'));
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ text: 'gensh', loading: false, results: found('Genshin') });
  });

  it('drops an answer to text that is no longer the latest', async () => {
    const { search, calls } = deferredSearch();
    const controller = createSuggestionsController({ search, onChange: (state) => states.push(state) });
    controller.setText('rob');
    await vi.advanceTimersByTimeAsync(500);
    controller.setText('roblox');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((call) => call.text)).toEqual(['rob', 'roblox']);
    calls[1]!.resolve(found('Roblox'));
    await vi.runAllTimersAsync();
    calls[0]!.resolve(found('Stale'));
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ text: 'roblox', loading: false, results: found('Roblox') });
    expect(states.some((state) => state.results.listings[0]?.title === 'Stale')).toBe(false);
  });

  it('logs a failed search and shows nothing found', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { search, calls } = deferredSearch();
    const controller = createSuggestionsController({ search, onChange: (state) => states.push(state) });
    controller.setText('roblox');
    await vi.advanceTimersByTimeAsync(500);
    calls[0]!.reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(last()).toEqual({ text: 'roblox', loading: false, results: { listings: [], offers: [] } });
    expect(error).toHaveBeenCalledWith('search failed', expect.objectContaining({ text: 'roblox' }));
  });

  it('loads the defaults at once for blank text, then restores them without asking again', async () => {
    const { search, calls } = deferredSearch();
    const controller = createSuggestionsController({ search, onChange: (state) => states.push(state) });
    controller.setText('   ');
    expect(search).toHaveBeenCalledExactlyOnceWith('');
    calls[0]!.resolve(found('Default'));
    await vi.runAllTimersAsync();
    controller.setText('valorant');
    await vi.advanceTimersByTimeAsync(100);
    controller.setText('');
    expect(last()).toEqual({ text: '', loading: false, results: found('Default') });
    await vi.runAllTimersAsync();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('lands nothing after dispose', async () => {
    const { search, calls } = deferredSearch();
    const controller = createSuggestionsController({ search, onChange: (state) => states.push(state) });
    controller.setText('');
    controller.dispose();
    calls[0]!.resolve(found('Late'));
    await vi.runAllTimersAsync();
    expect(states).toHaveLength(1);
  });
});
