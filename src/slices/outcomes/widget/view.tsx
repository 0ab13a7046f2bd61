import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { buyerMessage } from '../../../checkout/serviceMessages.js';
import type { OutcomeStep } from '../../../checkout/steps/screen.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { Challenge } from '../../challenge/widget/Challenge.js';
import { outcomeOf } from './model.js';
import { Cancelled, Complete, Declined, ErrorScreen, Expired, Processed } from './Outcome.js';
import { Processing } from './Processing.js';
import { RetryAtOnce } from './RetryAtOnce.js';

/** The screen for an order that can no longer be paid here (or a checkout that failed). */
export function View({ model, step }: { model: ViewModel; step: OutcomeStep }) {
  const order = model.orderState.value?.order;
  const outcome = outcomeOf(model);
  const retry = () => {
    outcome.retried();
    model.tryAnotherMethod();
  };
  switch (step) {
    case 'processing': {
      const challenge = outcome.nextAction.value;
      if (outcome.challengeResult.value === 'authenticated') {
        return <Processing message={purchaseStrings.challenge.confirming} takeFocus />;
      }
      if (!challenge) return <Processing />;
      const options = model.options();
      return (
        <Challenge
          url={challenge.url}
          clientToken={options.clientToken}
          locale={options.locale}
          theme={options.appearance.theme}
          onResult={outcome.challengeEnded}
        />
      );
    }
    case 'processed':
      return order ? <Processed order={order} /> : null;
    case 'complete':
      return order ? <Complete order={order} txHash={outcome.txHash.value} /> : null;
    case 'declined':
      if (outcome.skipDecline.value) return <RetryAtOnce onRetry={retry} />;
      return (
        <Declined
          reasonCode={outcome.declineReason.value}
          attemptsLeft={outcome.attemptsLeft.value}
          onRetry={retry}
        />
      );
    case 'cancelled':
      return (
        <Cancelled
          reasonCode={outcome.cancelReason.value}
          refunded={outcome.refunded.value}
          paid={outcome.paid.value}
        />
      );
    case 'expired':
      return <Expired />;
    case 'error':
      return (
        <ErrorScreen
          message={buyerMessage(model.fatal.value)}
          onRetry={model.session.value ? undefined : model.retryLoad}
        />
      );
  }
}
