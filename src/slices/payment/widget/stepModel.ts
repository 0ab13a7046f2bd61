import { computed } from '@preact/signals';
import type { EnabledMethodType } from '../../../api/clientTokens.js';
import { fillEmptyFields } from '../../../checkout/buyerContact.js';
import { toBuyer } from '../../../checkout/buyerForm.js';
import type { StepModelContext } from '../../../checkout/steps/stepModel.js';
import { PaymentModel } from './model.js';

/** The payment step's model: the session's methods, preselected and checked at once. */
export function createStepModel(context: StepModelContext): PaymentModel {
  const { session } = context;
  const payment = new PaymentModel({
    client: context.client,
    signal: context.signal,
    enabled: computed<readonly EnabledMethodType[]>(() => session.paymentMethods.enabled),
    // Read, not followed: a view that draws from it (the wallet frame's URL) keeps what it drew.
    buyer: () => toBuyer(context.form.values.peek()),
    fillBuyer: (contact) => fillEmptyFields(context.form, contact),
    report: context.report,
    tell: context.tell,
    methods: context.methods,
  });
  payment.choose(session.paymentMethods.default);
  payment.start(session);
  return payment;
}
