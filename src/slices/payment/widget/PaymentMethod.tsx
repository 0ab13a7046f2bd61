import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { strings } from '../../../checkout/strings.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { StepHeading } from '../../../checkout/views/StepHeading/StepHeading.js';
import { MethodView } from './MethodView.js';
import type { PaymentModel } from './model.js';

/**
 * Step 2: the express methods' buttons (the wallets), the registered payment methods the session
 * offers as choices, and the chosen one's view.
 */
export function PaymentMethod({ model }: { model: ViewModel }) {
  const payment = model.stepModel<PaymentModel>('payment');
  if (!model.session.value || !payment) return null;
  const method = payment.method.value;
  const alert = payment.alert.value;
  const express = payment.express.value;
  return (
    <section class="nftc-step">
      <StepHeading>{purchaseStrings.headings.payment}</StepHeading>
      {express.map((id) => (
        <MethodView key={id} model={model} payment={payment} id={id} />
      ))}
      <fieldset class="nftc-fieldset">
        <legend class="nftc-legend">{purchaseStrings.payment.legend}</legend>
        {payment.labels.value.map((choice) => (
          <label class="nftc-choice" key={choice.id}>
            <input
              type="radio"
              name="nftc-method"
              value={choice.id}
              checked={method === choice.id}
              onChange={() => payment.select(choice.id)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {!express.includes(method) && <MethodView model={model} payment={payment} id={method} />}
      {alert && (
        <p class="nftc-alert" role="alert">
          {alert}
        </p>
      )}
      <div class="nftc-actions">
        <button type="button" class="nftc-button" onClick={model.back}>
          {strings.buttons.back}
        </button>
        <button
          type="button"
          class="nftc-button nftc-primary"
          disabled={payment.busy.value}
          aria-busy={payment.busy.value}
          onClick={() => void model.next()}
        >
          {model.flow.continueLabel.value}
        </button>
      </div>
    </section>
  );
}
