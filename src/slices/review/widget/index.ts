import type { StepDescriptor } from '../../../checkout/steps/descriptor.js';
import { strings } from '../../../checkout/strings.js';

/** The service's quote and the one Pay button: the last step of every flow. */
export const review: StepDescriptor = {
  id: 'review',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToReview;
  },
  needed: () => true,
  // The payment prepared and quoted: submit() can pay.
  complete: (_model, checkout) => checkout.quoted.value !== null,
  load: () => import('./view.js'),
};
