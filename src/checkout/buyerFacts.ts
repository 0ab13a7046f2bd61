import { computed, type ReadonlySignal } from '@preact/signals';
import type { FormModel } from '../slices/details/widget/model.js';
import type { BuyerFacts } from './steps/descriptor.js';

/**
 * What the buyer has told so far, which decides some steps: the form's values, and what the
 * steps verified in this checkout.
 */
export function buyerFacts(
  form: FormModel,
  verified: ReadonlySignal<readonly string[]>,
): ReadonlySignal<BuyerFacts> {
  return computed(() => ({ values: form.values.value, verified: verified.value }));
}
