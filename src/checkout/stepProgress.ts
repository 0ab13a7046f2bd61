import { computed, effect, type ReadonlySignal } from '@preact/signals';
import type { PurchaseApi } from './purchase/purchaseApi.js';
import type { AnyStep, StepContext } from './steps/descriptor.js';
import type { Flow } from './steps/flow.js';
import type { Step } from './steps/screen.js';

export interface StepProgressInput {
  step: ReadonlySignal<Step>;
  flow: Flow;
  onForm: ReadonlySignal<boolean>;
  purchase: ReadonlySignal<PurchaseApi | null>;
  modelOf(step: AnyStep): unknown;
  context: StepContext;
  /** The host's `change` event. */
  emitChange(step: Step, complete: boolean): void;
}

/**
 * Tells the host where the buyer is, and whether the step is done (a form step) or the order
 * paid, each time either changes. Returns the stop.
 */
export function watchStepProgress(input: StepProgressInput): () => void {
  const { step, flow, onForm, purchase } = input;
  const progress = computed(() => {
    const at = step.value;
    const shown = flow.current.value;
    const paid = at === 'processed' || at === 'complete';
    // A step of the purchase reads its model, which comes with the purchase's chunk.
    const done =
      onForm.value && shown && (purchase.value || shown.module)
        ? (shown.complete?.(input.modelOf(shown), input.context) ?? false)
        : paid;
    return { step: at, complete: done };
  });
  return effect(() => {
    const { step: at, complete } = progress.value;
    input.emitChange(at, complete);
  });
}
