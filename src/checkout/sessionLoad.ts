import { batch, type Signal } from '@preact/signals';
import type { CheckoutSession, OrderState } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import { nextTask } from '../api/nextTask.js';
import type { createSessionClient } from '../api/sessionClient.js';
import type { FormModel } from '../slices/details/widget/model.js';
import type { Format } from './format.js';
import type { CheckoutEmitter } from './hostEmitter.js';
import { readyEvent } from './hostEmitter.js';
import type { PurchaseApi } from './purchase/purchaseApi.js';
import type { ServiceClock } from './serviceClock.js';
import { asCheckoutError } from './serviceMessages.js';

export interface SessionLoadDeps {
  session: Signal<CheckoutSession | null>;
  fatal: Signal<NftCheckoutError | null>;
  client: ReturnType<typeof createSessionClient>;
  signal: AbortSignal;
  clock: ServiceClock;
  format(): Format;
  form: FormModel;
  events: CheckoutEmitter;
  offer(state: OrderState): void;
  /** The session is in: a Continue pressed before it runs now (earlyContinue.ts). */
  arrived(): void;
  fail(error: NftCheckoutError): void;
  report(error: NftCheckoutError): void;
  startPurchase(session: CheckoutSession): Promise<PurchaseApi>;
  /** The step a previous mount of the element was on, taken once (undefined: none). */
  takeResumeStep(): string | undefined;
  next(): Promise<void>;
  disposed(): boolean;
}

/**
 * `load()`: the session (prefill, summary, `ready`, its order state to the store), then the
 * purchase; after a remount, back to the step the last mount was on, as far as it goes.
 */
export function createSessionLoad(deps: SessionLoadDeps) {
  const { session, clock, form } = deps;
  return async function load() {
    if (session.value || deps.disposed()) return;
    deps.fatal.value = null;
    let loaded: CheckoutSession;
    try {
      const sentAt = clock.mark();
      loaded = await deps.client.getSession({ signal: deps.signal });
      if (deps.disposed()) return;
      clock.sync(loaded.now, sentAt);
      batch(() => {
        session.value = loaded;
        form.prefill(loaded.identityPrefill, deps.format().region());
      });
      deps.events.emitReady(readyEvent(loaded));
      deps.offer(loaded.state);
      deps.arrived();
    } catch (error) {
      deps.fail(asCheckoutError(error));
      return;
    }
    let started: PurchaseApi;
    try {
      // What the session changed is drawn first, in a task of its own (nextTask.ts).
      await nextTask();
      if (deps.disposed()) return;
      started = await deps.startPurchase(loaded);
    } catch (error) {
      if (!deps.disposed()) deps.report(asCheckoutError(error));
      return;
    }
    const was = deps.takeResumeStep();
    if (was) await started.resume(was, deps.next);
  };
}
