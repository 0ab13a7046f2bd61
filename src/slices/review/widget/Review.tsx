import { fillTemplate } from '../../../api/text.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { strings } from '../../../checkout/strings.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { StepHeading } from '../../../checkout/views/StepHeading/StepHeading.js';

/** Step 3: the service's quote, line by line, and the one Pay button. */
export function Review({ model }: { model: ViewModel }) {
  const quoted = model.quoted.value;
  if (!quoted) return null;
  const { quote, summary: method } = quoted;
  const money = (amount: number) => model.format.money(amount, quote.currency);
  const rows: Array<[string, number]> = [
    [purchaseStrings.review.subtotal, quote.subtotal],
    [purchaseStrings.review.tax, quote.tax],
    [purchaseStrings.review.processingFee, quote.clientProcessingFee],
    [purchaseStrings.review.networkFee, quote.networkFee],
  ];
  return (
    <section class="nftc-step">
      <StepHeading>{purchaseStrings.headings.review}</StepHeading>
      <dl class="nftc-totals">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <bdi dir="ltr">{money(amount)}</bdi>
            </dd>
          </div>
        ))}
        <div class="nftc-total">
          <dt>{purchaseStrings.review.total}</dt>
          <dd>
            <bdi dir="ltr">{money(quote.total)}</bdi>
          </dd>
        </div>
      </dl>
      {method && (
        <p class="nftc-muted">
          {purchaseStrings.review.paymentWith}: {method}
        </p>
      )}
      {model.payError.value && (
        <p class="nftc-alert" role="alert">
          {model.payError.value}
        </p>
      )}
      <div class="nftc-actions">
        <button
          type="button"
          class="nftc-button"
          onClick={model.back}
          disabled={model.paying.value}
        >
          {strings.buttons.back}
        </button>
        {/* submitButton: false: the host's own button pays, through handle.submit(). */}
        {model.options().submitButton && (
          <button
            type="button"
            class="nftc-button nftc-primary"
            disabled={model.paying.value}
            aria-busy={model.paying.value}
            onClick={() => void model.pay()}
          >
            {fillTemplate(purchaseStrings.buttons.pay, { amount: money(quote.total) })}
          </button>
        )}
      </div>
    </section>
  );
}
