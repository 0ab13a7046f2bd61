// Test-only: a checkout model wired to the fake service, with fast, deterministic timings.

import type { CheckoutSession } from '../../api/checkout.js';
import type { CardToken } from '../../slices/card/api/cardToken.js';
import { type CheckoutDeps, createCheckoutModel } from '../model.js';
import { type CheckoutOptionsInput, parseOptions } from '../options.js';
import { type KeyValueStore, memoryStore } from '../storage.js';
import { BASE_URL, createFakeService, session, TOKEN } from './fakeService.js';

/** 30 minutes before the fake session expires; 2026-11-22 is also "today" for the age check. */
export const NOW = Date.parse('2026-11-22T10:00:00.000Z');

/** The model's clock in tests: fixed unless a test moves it. */
export const clock = { now: NOW };

export const CARD_TOKEN: CardToken = {
  cardToken: 'ct_1',
  brand: 'visa',
  last4: '1157',
  paymentMethodType: 'us_debit',
};

export interface SetupOptions {
  session?: CheckoutSession;
  options?: Partial<CheckoutOptionsInput>;
  deps?: CheckoutDeps;
  store?: KeyValueStore;
}

export function setupModel(setup: SetupOptions = {}) {
  clock.now = NOW;
  const service = createFakeService(setup.session ?? session());
  const store = setup.store ?? memoryStore();
  const model = createCheckoutModel(
    parseOptions({ clientToken: TOKEN, baseUrl: BASE_URL, locale: 'en-US', ...setup.options }),
    {
      fetch: service.fetch,
      store,
      now: () => clock.now,
      monotonic: () => clock.now,
      retry: { retries: 0 },
      trackerTiming: { reconnectMs: 10, pollMs: 50 },
      random: () => 1,
      ...setup.deps,
    },
  );
  return { service, model, store };
}

/** Lets pending promises and zero-delay work settle (real timers). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A tokenizer standing in for the card frame. */
export function fakeCard(token: CardToken = CARD_TOKEN) {
  let calls = 0;
  return {
    tokenize: async () => {
      calls++;
      return token;
    },
    get calls() {
      return calls;
    },
  };
}

/** A model whose session is loaded; dispose it after the test. */
export async function loadedModel(setup: SetupOptions = {}) {
  const made = setupModel(setup);
  await made.model.load();
  // As on a page: the parts the buyer may need next load while the first step is on screen.
  await made.model.prefetch();
  return made;
}
