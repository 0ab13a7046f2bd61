import { batch, signal } from '@preact/signals';

export interface FrameLoaderTiming {
  /**
   * After the iframe's load event, how long its `ready` may still take. The frame posts `ready`
   * from its deferred script, before its load event, so this is only slack: a page that loaded
   * without saying ready is an error page (a 503, a proxy's page, a blocked frame).
   */
  readyAfterLoadMs: number;
  /** How long one load may take in all (a request held unanswered never fires load). */
  loadTimeoutMs: number;
  /** The waits before each automatic new load; after the last one the buyer gets Try again. */
  retryDelaysMs: readonly number[];
}

export const DEFAULT_FRAME_LOADER_TIMING: FrameLoaderTiming = {
  readyAfterLoadMs: 3000,
  loadTimeoutMs: 15_000,
  retryDelaysMs: [1000, 3000],
};

/** `loading` (attempt n on screen), `ready`, `waiting` (before the next attempt) or `failed`. */
export type FrameLoadStatus = 'loading' | 'ready' | 'waiting' | 'failed';

/**
 * Whether the card frame's page came up, and what to do when it did not: load it again after a
 * backoff, a few times, then leave it to the buyer. `attempt` changes for each new load: the
 * view renders a new iframe for it. Only the frame's own `ready` counts as loaded.
 */
export function createFrameLoader(
  timing: Partial<FrameLoaderTiming> = {},
  onFailed: () => void = () => undefined,
) {
  const { readyAfterLoadMs, loadTimeoutMs, retryDelaysMs } = {
    ...DEFAULT_FRAME_LOADER_TIMING,
    ...timing,
  };
  const attempt = signal(0);
  const status = signal<FrameLoadStatus>('loading');
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const arm = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
  };

  function load() {
    batch(() => {
      attempt.value++;
      status.value = 'loading';
    });
    arm(loadTimeoutMs, fail);
  }

  function fail() {
    if (disposed || status.value !== 'loading') return;
    const delay = retryDelaysMs[failures++];
    if (delay === undefined) {
      clearTimeout(timer);
      status.value = 'failed';
      onFailed();
      return;
    }
    status.value = 'waiting';
    arm(delay, load);
  }

  return {
    attempt,
    status,
    /** The first load is on its way (the iframe is in the page). */
    start() {
      if (!disposed && status.value === 'loading') arm(loadTimeoutMs, fail);
    },
    /** The iframe fired load: its page is there, whether or not it is the frame. */
    loaded() {
      if (status.value === 'loading') arm(readyAfterLoadMs, fail);
    },
    /** The frame said ready. */
    ready() {
      clearTimeout(timer);
      failures = 0;
      status.value = 'ready';
    },
    /** The buyer asks for another try after the automatic ones. */
    retry() {
      if (disposed || status.value !== 'failed') return;
      failures = 0;
      load();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}

export type FrameLoader = ReturnType<typeof createFrameLoader>;
