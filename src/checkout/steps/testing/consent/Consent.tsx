// Test-only: the recipe step's view, typed against ViewModel like every step's.
import type { ViewModel } from '../../../viewModel.js';
import { StepActions } from '../../../views/StepActions/StepActions.js';
import { StepHeading } from '../../../views/StepHeading/StepHeading.js';
import type { ConsentModel } from './model.js';

export function Consent({ model }: { model: ViewModel }) {
  const consent = model.stepModel<ConsentModel>('consent');
  if (!consent) return null;
  const error = consent.error.value;
  return (
    <section class="nftc-step">
      <StepHeading>Terms of sale</StepHeading>
      <label>
        <input
          type="checkbox"
          checked={consent.agreed.value}
          aria-describedby={error ? 'nftc-consent-error' : undefined}
          onChange={(event) => consent.setAgreed(event.currentTarget.checked)}
        />
        I agree to the terms of sale
      </label>
      {error && (
        <p id="nftc-consent-error" class="nftc-alert" role="alert">
          {error}
        </p>
      )}
      <StepActions model={model} busy={false} />
    </section>
  );
}
