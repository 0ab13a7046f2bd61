import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { StepActions } from '../../../checkout/views/StepActions/StepActions.js';
import { StepHeading } from '../../../checkout/views/StepHeading/StepHeading.js';
import type { TaxIdModel } from './model.js';
import { TaxIdFrame } from './TaxIdFrame.js';

const t = purchaseStrings.taxId;

/**
 * The tax-id step: the SSN field is the service's frame (the page never sees the number); once
 * entered, only `•••-••-6789` shows, with Change to type it again.
 */
export function TaxIdStep({ model }: { model: ViewModel }) {
  const taxId = model.stepModel<TaxIdModel>('taxId');
  const session = model.session.value;
  if (!taxId || !session) return null;
  const options = model.options();
  const busy = taxId.busy.value;
  // A frame that cannot work here (a page opened from a file) is said at once.
  const error = taxId.error.value ?? taxId.problem.value?.message;
  return (
    <section class="nftc-step">
      <StepHeading>{t.heading}</StepHeading>
      <p class="nftc-muted">{t.intro}</p>
      {taxId.editing.value ? (
        <TaxIdFrame
          frameUrl={session.checks.taxId.frameUrl}
          clientToken={options.clientToken}
          locale={options.locale}
          theme={options.appearance.theme}
          title={t.frameTitle}
          onHandle={taxId.setHandle}
          onError={taxId.reportError}
          onProblem={taxId.setProblem}
        />
      ) : (
        <dl class="nftc-totals">
          <div>
            <dt>{t.entered}</dt>
            <dd>{taxId.masked.value}</dd>
          </div>
        </dl>
      )}
      {error && (
        <p class="nftc-alert" role="alert">
          {error}
        </p>
      )}
      <StepActions model={model} busy={busy}>
        {!taxId.editing.value && (
          <button type="button" class="nftc-button" onClick={taxId.change}>
            {t.change}
          </button>
        )}
      </StepActions>
    </section>
  );
}
