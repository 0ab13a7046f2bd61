import { computed, type ReadonlySignal } from '@preact/signals';
import type { CheckoutSession } from '../api/checkout.js';
import { normalisePhone } from '../api/formats.js';
import type { FormModel } from '../slices/details/widget/model.js';
import type { BuyerFacts } from './steps/descriptor.js';

/**
 * What the buyer has told so far, which decides some steps: the form's values, and the phones
 * verified in this checkout (normalised) with the one the session remembers.
 */
export function buyerFacts(
  session: ReadonlySignal<CheckoutSession | null>,
  form: FormModel,
  verifiedPhones: ReadonlySignal<readonly string[]>,
): ReadonlySignal<BuyerFacts> {
  return computed(() => {
    const remembered = session.value?.checks.phone.verifiedPhone;
    return {
      values: form.values.value,
      verifiedPhones: remembered
        ? [...verifiedPhones.value, normalisePhone(remembered)]
        : verifiedPhones.value,
    };
  });
}
