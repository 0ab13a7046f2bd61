import { CardFrame } from '../../cardFrame/CardFrame.js';
import type { CheckoutModel } from '../../model.js';
import type { MethodChoice } from '../../paymentModel.js';
import { strings } from '../../strings.js';
import { BankLink } from '../BankLink/BankLink.js';
import { StepHeading } from '../StepHeading/StepHeading.js';

const LABELS: Record<MethodChoice, string> = {
  card: strings.payment.card,
  ach: strings.payment.ach,
};

/** Step 2: card (in the service's frame) or bank account, only the types the session enables. */
export function PaymentMethod({ model }: { model: CheckoutModel }) {
  const { payment, options } = model;
  const session = model.session.value;
  const method = payment.method.value;
  const card = payment.cardToken.value;
  // Why the card form cannot be used stays on screen while the card is the method chosen.
  const alert =
    payment.error.value ?? (method === 'card' ? payment.cardProblem.value?.message : undefined);
  if (!session) return null;
  return (
    <section class="nftc-step">
      <StepHeading>{strings.headings.payment}</StepHeading>
      <fieldset class="nftc-fieldset">
        <legend class="nftc-legend">{strings.payment.legend}</legend>
        {payment.methods.value.map((choice) => (
          <label class="nftc-choice" key={choice}>
            <input
              type="radio"
              name="nftc-method"
              value={choice}
              checked={method === choice}
              onChange={() => payment.select(choice)}
            />
            {LABELS[choice]}
          </label>
        ))}
      </fieldset>
      {method === 'card' && card && (
        <p class="nftc-muted">
          {strings.payment.usingCard(strings.payment.brands[card.brand] ?? card.brand, card.last4)}
        </p>
      )}
      {method === 'card' ? (
        <CardFrame
          frameUrl={session.cardFrameUrl}
          clientToken={options.clientToken}
          locale={options.locale}
          theme={options.appearance.theme}
          title={strings.payment.cardFrameTitle}
          onHandle={payment.setCardHandle}
          onValidityChange={payment.setCardComplete}
          onError={payment.reportCardError}
          onProblem={payment.setCardProblem}
        />
      ) : (
        <BankLink
          linked={payment.bankLink.value}
          linking={payment.bankLinking.value}
          errors={payment.bankErrors.value}
          attempt={payment.bankAttempts.value}
          onLink={(request) => void payment.linkBank(request)}
        />
      )}
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
          onClick={() => void model.continueToReview()}
        >
          {strings.buttons.continueToReview}
        </button>
      </div>
    </section>
  );
}
