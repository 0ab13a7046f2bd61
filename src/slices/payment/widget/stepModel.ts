import { computed } from '@preact/signals';
import type { EnabledMethodType } from '../../../api/clientTokens.js';
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
    buyer: () => toBuyer(context.form.values.value),
    report: context.report,
    tell: context.tell,
    methods: context.methods,
  });
  payment.choose(session.paymentMethods.default);
  payment.start(session);
  return payment;
}
