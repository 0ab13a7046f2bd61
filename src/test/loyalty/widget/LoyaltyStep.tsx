// Test-only: the loyalty card step's view, typed against ViewModel like every step's.
import type { ViewModel } from '../../../checkout/viewModel.js';
import { StepActions } from '../../../checkout/views/StepActions/StepActions.js';
import { StepHeading } from '../../../checkout/views/StepHeading/StepHeading.js';
import { LoyaltyFrame } from './LoyaltyFrame.js';
import type { LoyaltyModel } from './model.js';

export function LoyaltyStep({ model }: { model: ViewModel }) {
  const loyalty = model.stepModel<LoyaltyModel>('loyalty');
  if (!loyalty) return null;
  const options = model.options();
  const token = loyalty.token.value;
  const error = loyalty.error.value ?? loyalty.problem.value?.message;
  return (
    <section class="nftc-step">
      <StepHeading>Loyalty card</StepHeading>
      {token ? (
        <p>Loyalty card ending {token.last4}</p>
      ) : (
        <LoyaltyFrame
          frameUrl={`${options.baseUrl}/checkout/loyalty-frame`}
          clientToken={options.clientToken}
          locale={options.locale}
          theme={options.appearance.theme}
          title="Loyalty card number"
          onHandle={loyalty.setHandle}
          onError={loyalty.reportError}
          onProblem={loyalty.setProblem}
        />
      )}
      {error && (
        <p class="nftc-alert" role="alert">
          {error}
        </p>
      )}
      <StepActions model={model} busy={false} />
    </section>
  );
}
