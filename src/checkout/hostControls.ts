import type { ReadonlySignal, Signal } from '@preact/signals';
import type { CheckoutSession } from '../api/checkout.js';
import { NftCheckoutError } from '../api/errors.js';
import { outcomes } from '../slices/outcomes/widget/index.js';
import { loadChunk } from './chunks/loadChunk.js';
import { type CheckoutOptions, type CheckoutOptionsInput, parseUpdate } from './options.js';
import type { PurchaseApi as Purchase } from './purchase/purchaseApi.js';
import type { Flow } from './steps/flow.js';
import { stepPart } from './steps/index.js';

export interface HostControlDeps {
  current: Signal<CheckoutOptions>;
  purchase: ReadonlySignal<Purchase | null>;
  session: ReadonlySignal<CheckoutSession | null>;
  flow: Flow;
  needPurchase(): Promise<Purchase>;
  load(): Promise<void>;
  report(error: unknown): void;
}

/** What the host's handle and the first screen's buttons ask of the checkout beyond a step. */
export function createHostControls(deps: HostControlDeps) {
  const { purchase, needPurchase } = deps;
  return {
    /**
     * The host's own Pay button (`handle.submit()`): the review's pay, refused with VALIDATION
     * anywhere else. A call while a payment is under way shares it: one confirm.
     */
    submit: (): Promise<void> =>
      purchase.value?.submit() ??
      Promise.reject(new NftCheckoutError('VALIDATION', 'submit(): the checkout is loading.')),
    /**
     * `handle.update()`: a new locale, appearance, submitButton, expressWallets or callbacks, live. What the buyer typed and
     * the step stay; the views draw again. Throws CONFIGURATION as mount() does.
     */
    update: (input: Partial<CheckoutOptionsInput>): void => {
      deps.current.value = parseUpdate(input, deps.current.peek());
    },
    tryAnotherMethod: (): void => {
      const started = purchase.peek();
      if (started) started.tryAnotherMethod();
      else void needPurchase().then((late) => late.tryAnotherMethod(), deps.report);
    },
    /** After a failed load: ask for the session again. */
    retryLoad: (): void => {
      if (!deps.session.value) void deps.load();
    },
    /** Loads every part the buyer may need next (the first step is on screen). */
    prefetch: async (): Promise<void> => {
      const quiet = () => undefined;
      await Promise.all([
        needPurchase().then((started) => started.prefetch(), quiet),
        ...deps.flow.needed.value.map((s) => loadChunk(stepPart(s.id), s.load).catch(quiet)),
        loadChunk(outcomes.part, outcomes.load).catch(quiet),
      ]);
    },
  };
}
