// Loads the parts of the checkout that are not on the first screen (later steps, payment
// methods, outcome screens). Each part is a dynamic `import()` the bundler splits into a chunk;
// this module makes one load per part, retries a dropped connection once, and turns a failure
// into an NftCheckoutError the buyer can retry and the merchant can act on.
import { NftCheckoutError } from '../../api/errors.js';
import { failedModuleUrl, importAgain, redirectAgain } from './failedModule.js';

export interface ChunkLoaderOptions {
  /** Wait before the one retry, in ms: a dropped connection often comes back at once. */
  retryDelayMs?: number;
  /** The sleep between attempts (tests pass one that resolves at once). */
  sleep?: (ms: number) => Promise<void>;
  /** Fetches a module that failed again, under a new URL (tests pass a fake). */
  importAgain?: (url: string) => Promise<unknown>;
  /** Has the script-tag build fetch a module that failed under a new URL (tests pass a fake). */
  redirectAgain?: (url: string) => void;
}

export interface ChunkLoader {
  /**
   * The module behind `load`, loaded once per `name` while it succeeds: concurrent and later
   * calls share the first load. A failed load is forgotten, so the next call (the buyer's "Try
   * again") fetches again. Rejects with NftCheckoutError code NETWORK.
   */
  load<T>(name: string, load: () => Promise<T>): Promise<T>;
  /** Starts the load ahead of need; a failure stays quiet here and shows when the part is used. */
  prefetch(name: string, load: () => Promise<unknown>): void;
  /** The module when its load has finished, so a view can draw it without a loading flash. */
  peek<T>(name: string): T | undefined;
}

const DEFAULT_RETRY_DELAY_MS = 250;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createChunkLoader(options: ChunkLoaderOptions = {}): ChunkLoader {
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const sleep = options.sleep ?? wait;
  const fetchAgain = options.importAgain ?? importAgain;
  const redirect = options.redirectAgain ?? redirectAgain;
  const pending = new Map<string, Promise<unknown>>();
  const loaded = new Map<string, unknown>();

  /**
   * One load; a failure that names its module is fetched again at once (failedModule.ts): by the
   * load itself where its URL can be redirected (the script-tag build), else by its URL.
   */
  const once = async <T>(load: () => Promise<T>): Promise<T> => {
    try {
      return await load();
    } catch (cause) {
      const url = failedModuleUrl(cause);
      if (!url) throw cause;
      redirect(url);
      try {
        return await load();
      } catch (again) {
        if (failedModuleUrl(again) !== url) throw again;
        return (fetchAgain(url) as Promise<T>).catch(() => Promise.reject(cause));
      }
    }
  };

  const attempt = async <T>(name: string, load: () => Promise<T>): Promise<T> => {
    try {
      return await once(load);
    } catch (cause) {
      // A page opened from a file cannot load module chunks at all: no retry will help.
      if (onFilePage()) throw fileChunkError(name, cause);
      await sleep(retryDelayMs);
      try {
        return await once(load);
      } catch (cause) {
        throw chunkError(name, cause);
      }
    }
  };

  const loadOnce = <T>(name: string, load: () => Promise<T>): Promise<T> => {
    const known = pending.get(name);
    if (known) return known as Promise<T>;
    const promise = attempt(name, load).then(
      (module) => {
        loaded.set(name, module);
        return module;
      },
      (error: unknown) => {
        pending.delete(name);
        throw error;
      },
    );
    pending.set(name, promise);
    return promise;
  };

  return {
    load: loadOnce,
    prefetch(name, load) {
      loadOnce(name, load).catch(() => undefined);
    },
    peek<T>(name: string) {
      return loaded.get(name) as T | undefined;
    },
  };
}

const onFilePage = () => globalThis.location?.protocol === 'file:';

function fileChunkError(name: string, cause: unknown): NftCheckoutError {
  return new NftCheckoutError(
    'CONFIGURATION',
    `The checkout could not load its ${name} part: a page opened from a file (file://) cannot ` +
      'load the chunks of nft-checkout.iife.js. The page must be served over http(s), not ' +
      'opened from a file.',
    { cause },
  );
}

function chunkError(name: string, cause: unknown): NftCheckoutError {
  const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  return new NftCheckoutError(
    'NETWORK',
    `The checkout could not load its ${name} part${reason}. Check the connection and try again. ` +
      'If it keeps failing, serve every nft-checkout.*.js file of dist/ from the same directory ' +
      'as nft-checkout.iife.js (and allow that origin in script-src).',
    { cause },
  );
}

/** The one loader of the page's checkouts, so two checkouts on a page share each chunk. */
const shared = createChunkLoader();

export const loadChunk: ChunkLoader['load'] = (name, load) => shared.load(name, load);
export const prefetchChunk: ChunkLoader['prefetch'] = (name, load) => shared.prefetch(name, load);
export const peekChunk: ChunkLoader['peek'] = (name) => shared.peek(name);
