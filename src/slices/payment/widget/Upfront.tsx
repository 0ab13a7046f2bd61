import { fillTemplate } from '../../../api/text.js';
import type { MethodCheckout } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { MethodView } from './MethodView.js';
import type { PaymentModel } from './model.js';

/**
 * The express methods' buttons (the wallets) above the first step's form, when the host sets
 * `expressWallets`. A payment there is this step's: the buyer goes on from the details, and is
 * taken past the payment step once the checks before it are done.
 */
export function Upfront({ model }: { model: ViewModel }) {
  const payment = model.stepModel<PaymentModel>('payment');
  if (!payment) return null;
  const checkout: MethodCheckout = {
    session: model.session,
    options: () => model.options(),
    next: () => {
      payment.markUpfront();
      return model.next();
    },
  };
  // Still on the first step with the wallet's payment held: the form asks what is missing.
  const held = payment.upfront.done.value && payment.models[payment.method.value]?.summary.value;
  return (
    <div class="nftc-upfront">
      {payment.express.value.map((id) => (
        <MethodView key={id} model={model} payment={payment} id={id} checkout={checkout} quiet />
      ))}
      {held && (
        <p class="nftc-muted" role="status">
          {fillTemplate(purchaseStrings.payment.upfrontHeld, { summary: held })}
        </p>
      )}
    </div>
  );
}
