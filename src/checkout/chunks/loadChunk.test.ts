import { describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../api/errors.js';
import { createChunkLoader, loadChunk, peekChunk } from './loadChunk.js';

const noWait = { sleep: () => Promise.resolve() };

/** A load that fails its first `failures` calls with a TypeError, as a dropped import() does. */
function flakyLoad<T>(module: T, failures: number) {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(module);
  };
  return { load, calls: () => calls };
}

describe('chunk loader', () => {
  it('loads a part once and shares it with concurrent and later callers', async () => {
    const loader = createChunkLoader(noWait);
    const part = flakyLoad({ view: 'payment' }, 0);
    const [first, second] = await Promise.all([
      loader.load('payment step', part.load),
      loader.load('payment step', part.load),
    ]);
    expect(await loader.load('payment step', part.load)).toBe(first);
    expect(second).toBe(first);
    expect(part.calls()).toBe(1);
  });

  it('retries once after the backoff, so one dropped connection goes unnoticed', async () => {
    const delays: number[] = [];
    const loader = createChunkLoader({
      retryDelayMs: 40,
      sleep: (ms) => {
        delays.push(ms);
        return Promise.resolve();
      },
    });
    const part = flakyLoad({ view: 'review' }, 1);
    await expect(loader.load('review step', part.load)).resolves.toEqual({ view: 'review' });
    expect(part.calls()).toBe(2);
    expect(delays).toEqual([40]);
  });

  it('fails with NETWORK naming the part and the fix after the retry fails too', async () => {
    const loader = createChunkLoader(noWait);
    const part = flakyLoad({ view: 'outcome' }, 2);
    const error = await loader.load('outcome screens', part.load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NftCheckoutError);
    expect((error as NftCheckoutError).code).toBe('NETWORK');
    expect((error as NftCheckoutError).message).toContain('outcome screens');
    expect((error as NftCheckoutError).message).toContain('same directory');
    expect((error as NftCheckoutError).cause).toBeInstanceOf(TypeError);
    expect(part.calls()).toBe(2);
  });

  it('on a page opened from a file: CONFIGURATION at once, saying to serve it over http(s)', async () => {
    const location = vi.spyOn(window, 'location', 'get');
    location.mockReturnValue({ ...window.location, protocol: 'file:' });
    try {
      const loader = createChunkLoader(noWait);
      const part = flakyLoad({ view: 'review' }, 1);
      const error = await loader.load('review step', part.load).catch((e: unknown) => e);
      expect((error as NftCheckoutError).code).toBe('CONFIGURATION');
      expect((error as NftCheckoutError).message).toMatch(/served over http\(s\)/);
      expect(part.calls()).toBe(1);
    } finally {
      location.mockRestore();
    }
  });

  it('forgets a failed load, so trying again fetches again', async () => {
    const loader = createChunkLoader(noWait);
    const part = flakyLoad({ view: 'card' }, 2);
    await expect(loader.load('card method', part.load)).rejects.toThrow(NftCheckoutError);
    expect(loader.peek('card method')).toBeUndefined();
    await expect(loader.load('card method', part.load)).resolves.toEqual({ view: 'card' });
    expect(part.calls()).toBe(3);
  });

  it('waits for the backoff before retrying', async () => {
    let release: () => void = () => undefined;
    const loader = createChunkLoader({
      sleep: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    const part = flakyLoad({ view: 'ach' }, 1);
    const result = loader.load('bank method', part.load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(part.calls()).toBe(1);
    release();
    await expect(result).resolves.toEqual({ view: 'ach' });
    expect(part.calls()).toBe(2);
  });

  it('prefetches quietly and hands the module over once loaded', async () => {
    const loader = createChunkLoader(noWait);
    const broken = flakyLoad({}, 2);
    loader.prefetch('broken part', broken.load);
    const part = flakyLoad({ view: 'details' }, 0);
    loader.prefetch('details step', part.load);
    expect(loader.peek('details step')).toBeUndefined();
    await expect(loader.load('details step', part.load)).resolves.toEqual({ view: 'details' });
    expect(loader.peek('details step')).toEqual({ view: 'details' });
    expect(part.calls()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(broken.calls()).toBe(2);
  });

  it('a failure that names its module fetches it again at once under a new URL', async () => {
    const url = 'https://shop.example/nft-checkout.steps-review-view-1a2b.js';
    const again: string[] = [];
    const loader = createChunkLoader({
      ...noWait,
      importAgain: (named) => {
        again.push(named);
        return Promise.resolve({ view: 'review, fetched again' });
      },
    });
    // Firefox remembers the failed URL: every import() of it fails the same way.
    const remembered = () =>
      Promise.reject(new TypeError(`error loading dynamically imported module: ${url}`));
    await expect(loader.load('review step', remembered)).resolves.toEqual({
      view: 'review, fetched again',
    });
    expect(again).toEqual([url]);
  });

  it('where the URL can be redirected, the load itself runs again, taking what it takes of the module', async () => {
    const url = 'https://shop.example/nft-checkout.schemas-1a2b.js';
    const redirected = new Set<string>();
    const fetched: string[] = [];
    const loader = createChunkLoader({
      ...noWait,
      redirectAgain: (named) => redirected.add(named),
      importAgain: (named) => {
        fetched.push(named);
        return Promise.resolve({ t: 'the namespace, not what the load takes of it' });
      },
    });
    // As the script-tag build's import: its URL read at each call, one export taken (`.then`).
    const load = () =>
      redirected.has(url)
        ? Promise.resolve({ t: { schemas: true } }).then((module) => module.t)
        : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    await expect(loader.load('checkout schemas', load)).resolves.toEqual({ schemas: true });
    expect(fetched).toEqual([]);
  });

  it('fetching again fails too: NETWORK, with the first failure as its cause', async () => {
    const url = 'https://shop.example/nft-checkout.steps-review-view-1a2b.js';
    const cause = new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    let again = 0;
    const loader = createChunkLoader({
      ...noWait,
      importAgain: () => {
        again += 1;
        return Promise.reject(new TypeError('offline'));
      },
    });
    const error = await loader.load('review step', () => Promise.reject(cause)).catch((e) => e);
    expect((error as NftCheckoutError).code).toBe('NETWORK');
    expect((error as NftCheckoutError).cause).toBe(cause);
    expect(again, 'once per attempt: the first and the retry').toBe(2);
  });

  it('shares one loader between the checkouts of a page', async () => {
    const part = flakyLoad({ view: 'shared' }, 0);
    const first = await loadChunk('shared test part', part.load);
    expect(await loadChunk('shared test part', part.load)).toBe(first);
    expect(peekChunk('shared test part')).toBe(first);
    expect(part.calls()).toBe(1);
  });
});
