import { batch, type ReadonlySignal, type Signal } from '@preact/signals';
import type { CheckoutSession } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import type { AnyStep } from './steps/descriptor.js';
import type { Flow } from './steps/flow.js';

export interface ContinueDeps {
  steps: readonly AnyStep[];
  flow: Flow;
  session: ReadonlySignal<CheckoutSession | null>;
  onForm: ReadonlySignal<boolean>;
  payError: Signal<string | null>;
  /** A step's model (the purchase's, or the buyer form). */
  modelOf(step: AnyStep): unknown;
  /** Continue pressed before the session arrived: runs once it has (earlyContinue.ts). */
  early(from: AnyStep): Promise<void>;
  /** The purchase, loaded if it is not yet (the later steps' preparations are its). */
  needPurchase(): Promise<unknown>;
  report(error: NftCheckoutError): void;
  disposed(): boolean;
}

/**
 * Continue: the current step checks what it asked for, the later steps that depend on the
 * service's answer prepare (the identity assessment), then the next needed step shows.
 */
export function createContinue(deps: ContinueDeps) {
  const { steps, flow, onForm } = deps;
  return (): Promise<void> => {
    const from = flow.current.value;
    const ahead = flow.following.value;
    if (!from || !ahead || !onForm.value) return Promise.resolve();
    // Where Continue leads is read after the preparations: their answers decide it.
    const go = (passed: boolean) => {
      const to = flow.following.value;
      if (!passed || !to || deps.disposed() || flow.current.value !== from) return;
      batch(() => {
        deps.payError.value = null;
        flow.go(to.id);
      });
    };
    // Continue before the session has arrived (the first step shows early): the step checks
    // what it asked for once the prefill is in, then the buyer moves on to the step the
    // session says comes next.
    const loaded = deps.session.peek();
    if (!loaded) return deps.early(from);
    // The steps this Continue reaches or passes (the next needed one, and the unneeded ones
    // before it) prepare: the answers may make one of them needed. A step further on waits
    // until the buyer has given what the service assesses (the phone, the tax id).
    const later = steps
      .slice(steps.indexOf(from) + 1, steps.indexOf(ahead) + 1)
      .filter((step) => step.prepare && (step.prepares?.(loaded) ?? true));
    const passed = from.leave ? from.leave(deps.modelOf(from)) : true;
    // A step that checks at once (the details) moves at once, in the same click, unless a
    // later step must first ask the service.
    if (typeof passed === 'boolean' && !later.length) {
      go(passed);
      return Promise.resolve();
    }
    // The preparations are the purchase's, which may still be loading. If it cannot load, the
    // buyer stays, the host hears why, and Continue tries again.
    return Promise.resolve(passed)
      .then(async (ok) => {
        if (ok && later.length) await deps.needPurchase();
        for (const step of later) ok &&= await step.prepare!(deps.modelOf(step));
        go(ok);
      })
      .catch(deps.report);
  };
}
