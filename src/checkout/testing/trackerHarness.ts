// Test-only: the status tracker's tests' shared setup. A tracker on the fake clock, reading the
// fake service through the checkout's client, and what it delivered, reported and told. The
// bindings are reset before each test (`useTrackerHarness()`); importers see the current ones.
import { afterEach, beforeEach, vi } from 'vitest';
import type { OrderState } from '../../api/checkout.js';
import { createCheckoutClient } from '../../api/checkoutClient.js';
import * as schemas from '../../api/checkoutSchemas.js';
import type { NftCheckoutError } from '../../api/errors.js';
import { createStatusTracker, type StatusTracker } from '../statusTracker.js';
import { BASE_URL, createFakeService, type FakeService, TOKEN } from './fakeService.js';

export let service: FakeService;
export let tracker: StatusTracker;
export let states: OrderState[];
export let errors: NftCheckoutError[];
export let connection: boolean[];

export const statuses = () => states.map((s) => s.order.status);

export function startTracker(timing = {}) {
  tracker = createStatusTracker({
    client: createCheckoutClient({
      baseUrl: BASE_URL,
      clientToken: TOKEN,
      fetch: service.fetch,
      // Already imported: the fake clock then steps through polls without waiting on a loader.
      loadSchemas: async () => schemas,
    }),
    onState: (s) => states.push(s),
    onError: (e) => errors.push(e),
    onConnection: (up) => connection.push(up),
    timing: {
      reconnectMs: 100,
      pollMs: 1000,
      maxBackoffMs: 8000,
      connectTimeoutMs: 3000,
      heartbeatMs: 2500,
      ...timing,
    },
    random: () => 1,
  });
  tracker.start();
}

export const flush = () => vi.advanceTimersByTimeAsync(0);

/** Fake timers, a fresh fake service and empty records before each test; disposal after. */
export function useTrackerHarness() {
  beforeEach(() => {
    vi.useFakeTimers();
    service = createFakeService();
    states = [];
    errors = [];
    connection = [];
  });

  afterEach(() => {
    tracker?.dispose();
    vi.useRealTimers();
  });
}
