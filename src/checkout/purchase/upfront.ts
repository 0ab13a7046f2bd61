import { computed } from '@preact/signals';
import type { StepModelHooks } from '../steps/stepModel.js';
import type { UpfrontPart } from './purchaseApi.js';
import type { PurchaseCore } from './types.js';

/**
 * The steps' parts the buyer may use on the first step (`StepUpfront`: the payment's wallets,
 * when the host sets `expressWallets`): which step's shows there, and Continue pressed for the
 * buyer on reaching a step they did up front, as they gave what it asks already. `stop` ends it.
 */
export function createUpfront(core: PurchaseCore, models: ReadonlyMap<string, StepModelHooks>) {
  const [first] = core.steps;
  const shown = computed((): UpfrontPart | null => {
    if (!core.options.expressWallets || !core.onForm.value || core.flow.id.value !== first?.id) {
      return null;
    }
    return core.steps.find((step) => models.get(step.id)?.upfront?.offered.value) ?? null;
  });
  const reached = computed(
    () => core.onForm.value && models.get(core.flow.id.value)?.upfront?.done.value === true,
  );
  // Once: passing the step clears `done`, and a failure leaves the buyer there with its message.
  const stop = reached.subscribe((done) => {
    if (done) void core.next();
  });
  return { shown, stop };
}
