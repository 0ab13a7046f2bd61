import type { CheckoutModel } from '../../model.js';
import { buyerMessage } from '../../serviceMessages.js';
import type { OutcomeStep } from '../screen.js';
import { outcomeOf } from './model.js';
import { Cancelled, Complete, Declined, ErrorScreen, Expired, Processed } from './Outcome.js';
import { Processing } from './Processing.js';

/** The screen for an order that can no longer be paid here (or a checkout that failed). */
export function View({ model, step }: { model: CheckoutModel; step: OutcomeStep }) {
  const order = model.orderState.value?.order;
  const outcome = outcomeOf(model);
  switch (step) {
    case 'processing':
      return <Processing />;
    case 'processed':
      return order ? <Processed order={order} /> : null;
    case 'complete':
      return order ? <Complete order={order} txHash={outcome.txHash.value} /> : null;
    case 'declined':
      return (
        <Declined
          reasonCode={outcome.declineReason.value}
          attemptsLeft={outcome.attemptsLeft.value}
          onRetry={model.tryAnotherMethod}
        />
      );
    case 'cancelled':
      return (
        <Cancelled reasonCode={outcome.cancelReason.value} refunded={outcome.refunded.value} />
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
