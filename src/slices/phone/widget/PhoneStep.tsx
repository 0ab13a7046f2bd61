import { say } from '../../../checkout/locales/say.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { strings } from '../../../checkout/strings.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { ErrorSummary, useFocusOnChange } from '../../../checkout/views/ErrorSummary/index.js';
import { Field } from '../../../checkout/views/Field/Field.js';
import { StepActions } from '../../../checkout/views/StepActions/StepActions.js';
import { StepHeading } from '../../../checkout/views/StepHeading/StepHeading.js';
import type { PhoneField, PhoneModel } from './model.js';

const t = purchaseStrings.phone;
/** The ids of the step's fields: `nftc-verify-phone`, `nftc-verify-code`. */
const fieldId = (field: PhoneField) => `nftc-verify-${field}`;

/** The phone step: the buyer's phone (editable), Send code, the code, and a timed resend. */
export function PhoneStep({ model }: { model: ViewModel }) {
  const phone = model.stepModel<PhoneModel>('phone');
  // Continue is disabled while the code is checked, which drops its focus: after a refusal,
  // focus goes to the error summary, which is also announced (as on the details step).
  const summaryRef = useFocusOnChange(phone?.failedSubmits.value);
  if (!phone) return null;
  const wait = phone.secondsToResend.value;
  const busy = phone.busy.value;
  const summary = phone.summary.value;
  return (
    <section class="nftc-step">
      <StepHeading>{t.heading}</StepHeading>
      <p class="nftc-muted">{t.intro}</p>
      {summary.length > 0 && (
        <ErrorSummary
          id="nftc-phone-errors"
          containerRef={summaryRef}
          items={summary.map(({ field, message }) => ({ target: fieldId(field), message }))}
        />
      )}
      <Field
        id={fieldId('phone')}
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
          {wait > 0 ? say(t.resendIn, { count: wait }) : phone.codeSent.value ? t.resend : t.send}
        </button>
      </div>
      <Field
        id={fieldId('code')}
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
