import { strings } from '../../strings.js';
import type { StepDescriptor } from '../descriptor.js';

/** The service's quote and the one Pay button: the last step of every flow. */
export const review: StepDescriptor = {
  id: 'review',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToReview;
  },
  needed: () => true,
  // Quoted, with the payment prepared: submit() can pay.
  complete: (_model, checkout) => checkout.prepared.value !== null,
  load: () => import('./view.js'),
};
