import type { FormModel } from '../slices/details/widget/model.js';
import { createFormModel } from '../slices/details/widget/model.js';
import type { CheckoutDeps } from './checkoutDeps.js';

/**
 * The buyer form, and the step to come back to: the element mounting again for a new token
 * hands over what the last mount had (`deps.form`), so what the buyer typed and where they were
 * stay. The age check counts days on the service's clock, hence `now`.
 */
export function keptForm(given: CheckoutDeps['form'], now: () => number) {
  const kept = given ?? {};
  kept.current ??= createFormModel(now);
  const form: FormModel = kept.current;
  return {
    form,
    /** The step the last mount was on, taken once (undefined: none). */
    takeStep(): string | undefined {
      const was = kept.step;
      kept.step = undefined;
      return was;
    },
    /** Where this mount leaves the buyer, for the next. */
    keepStep(step: string): void {
      kept.step = step;
    },
  };
}
