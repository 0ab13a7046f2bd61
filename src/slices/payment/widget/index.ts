import type { StepDescriptor } from '../../../checkout/steps/descriptor.js';
import { strings } from '../../../checkout/strings.js';
import type { PaymentModel } from './model.js';

/** The payment method (card, bank account), prepared and quoted before the review. */
export const payment: StepDescriptor<PaymentModel> = {
  id: 'payment',
  // Read when shown: the catalog holds the buyer's language by then.
  get continueLabel() {
    return strings.buttons.continueToPayment;
  },
  needed: () => true,
  model: () => import('./stepModel.js'),
  leave: (model) => model.prepareReview(),
  complete: (model) => model.ready.value,
  quoted: (model) => {
    const [payment, quote] = [model.payment.value, model.quote.value];
    return payment && quote ? { payment, quote, summary: model.summary.value } : null;
  },
  retriesPayment: true,
  load: () => import('./view.js'),
};
