import type { CheckoutModel } from '../../model.js';
import { purchaseStrings } from '../../purchase/strings.js';
import { strings } from '../../strings.js';
import { Field } from '../../views/Field/Field.js';
import { StepActions } from '../../views/StepActions/StepActions.js';
import { StepHeading } from '../../views/StepHeading/StepHeading.js';

const t = purchaseStrings.phone;

/** The phone step: the buyer's phone (editable), Send code, the code, and a timed resend. */
export function PhoneStep({ model }: { model: CheckoutModel }) {
  const phone = model.purchase.value?.phone;
  if (!phone) return null;
  const wait = phone.secondsToResend.value;
  const busy = phone.busy.value;
  return (
    <section class="nftc-step">
      <StepHeading>{t.heading}</StepHeading>
      <p class="nftc-muted">{t.intro}</p>
      <Field
        id="nftc-verify-phone"
        label={t.phoneLabel}
        hint={strings.hints.phone}
        type="tel"
        autocomplete="tel"
        required
        value={model.form.values.value.phone}
        error={phone.phoneError.value ?? undefined}
        onValue={phone.setPhone}
      />
      <div class="nftc-actions">
        <button
          type="button"
          class="nftc-button"
          aria-disabled={wait > 0 || busy ? 'true' : undefined}
          onClick={() => void phone.sendCode()}
        >
          {wait > 0 ? t.resendIn(wait) : phone.codeSent.value ? t.resend : t.send}
        </button>
      </div>
      <Field
        id="nftc-verify-code"
        label={t.codeLabel}
        hint={t.codeHint}
        autocomplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        required
        value={phone.code.value}
        error={phone.codeError.value ?? undefined}
        onValue={phone.setCode}
      />
      <p class="nftc-muted" role="status">
        {phone.notice.value}
      </p>
      <StepActions model={model} busy={busy} />
    </section>
  );
}
