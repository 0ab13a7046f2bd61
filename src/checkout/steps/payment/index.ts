import { strings } from '../../strings.js';
import type { StepDescriptor } from '../flow.js';

/** The payment method (card, bank account), prepared and quoted before the review. */
export const payment: StepDescriptor = {
  id: 'payment',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToPayment;
  },
  needed: () => true,
  leave: (checkout) => checkout.payment.prepareReview(),
  complete: (checkout) => checkout.payment.ready.value,
  retriesPayment: true,
  load: () => import('./view.js'),
};
