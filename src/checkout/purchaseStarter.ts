import type { ReadonlySignal, Signal } from '@preact/signals';
import type { CheckoutSession } from '../api/checkout.js';
import { loadChunk } from './chunks/loadChunk.js';
import type { PurchaseApi as Purchase } from './purchase/purchaseApi.js';
import type { PurchaseCore } from './purchase/types.js';
import type { AnyStep } from './steps/descriptor.js';
import { loadStepModels, type StepModelModules } from './steps/loadStepModels.js';

/** The purchase's chunk: payment methods, the order feed, the time to pay, paying. */
export const PURCHASE_PART = 'purchase';
export type PurchaseModule = typeof import('./purchase/index.js');
const loadPurchase = () =>
  loadChunk(PURCHASE_PART, (): Promise<PurchaseModule> => import('./purchase/index.js'));

export interface PurchaseStarterDeps {
  purchase: Signal<Purchase | null>;
  session: ReadonlySignal<CheckoutSession | null>;
  steps: readonly AnyStep[];
  /** What the first screen hands the purchase it starts with this session. */
  core(session: CheckoutSession, stepModules: StepModelModules): PurchaseCore;
  disposed(): boolean;
}

/**
 * The purchase, loaded once (its chunk, then its steps' models) and started with the session. A
 * failed load is forgotten: the parts that need it show it, retryable, and come back here.
 */
export function createPurchaseStarter(deps: PurchaseStarterDeps) {
  const { purchase } = deps;
  let starting: Promise<Purchase> | undefined;

  function start(loaded: CheckoutSession): Promise<Purchase> {
    const running = purchase.peek();
    if (running) return Promise.resolve(running);
    starting ??= Promise.all([loadPurchase(), loadStepModels(deps.steps)]).then(
      ([module, stepModules]) => {
        if (deps.disposed()) throw new Error('disposed');
        const started = purchase.peek() ?? new module.PurchaseModel(deps.core(loaded, stepModules));
        purchase.value = started;
        return started;
      },
      (error: unknown) => {
        starting = undefined;
        throw error;
      },
    );
    return starting;
  }

  return {
    start,
    /** The purchase for a part of the checkout that needs it (loaded if it is not yet). */
    need(): Promise<Purchase> {
      const loaded = deps.session.peek();
      if (!loaded) return Promise.reject(new Error('The checkout has no session yet.'));
      return start(loaded);
    },
    /** Reads a part of the purchase; a view that needs it draws only once it has loaded. */
    running(): Purchase {
      const started = purchase.value;
      if (!started) throw new Error('The purchase has not loaded yet: wait for load().');
      return started;
    },
  };
}
