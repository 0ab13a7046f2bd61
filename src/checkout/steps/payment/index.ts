import { strings } from '../../strings.js';
import type { StepDescriptor } from '../flow.js';

/** The payment method (card, bank account), prepared and quoted before the review. */
export const payment: StepDescriptor = {
  id: 'payment',
  continueLabel: strings.buttons.continueToPayment,
  needed: () => true,
  leave: (checkout) => checkout.payment.prepareReview(),
  retriesPayment: true,
  load: () => import('./view.js'),
};
