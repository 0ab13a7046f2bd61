import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { CheckoutModel, Step } from '../../model.js';
import { buyerMessage } from '../../serviceMessages.js';
import { BuyerForm } from '../BuyerForm/BuyerForm.js';
import { ConnectionStatus } from '../ConnectionStatus/ConnectionStatus.js';
import { Countdown } from '../Countdown/Countdown.js';
import { Loading } from '../Loading/Loading.js';
import {
  Cancelled,
  Complete,
  Declined,
  ErrorScreen,
  Expired,
  Processed,
} from '../Outcome/Outcome.js';
import { PaymentMethod } from '../PaymentMethod/PaymentMethod.js';
import { Processing } from '../Processing/Processing.js';
import { Review } from '../Review/Review.js';
import { StatusAnnouncer } from '../StatusAnnouncer/StatusAnnouncer.js';
import { Summary } from '../Summary/Summary.js';

const PAYABLE: readonly Step[] = ['details', 'payment', 'review'];

/** The time to pay shows while the order can be paid: on the form, and after a decline it allows. */
function showsTime(model: CheckoutModel, step: Step): boolean {
  if (PAYABLE.includes(step)) return true;
  return step === 'declined' && (model.orderState.value?.attemptsLeft ?? 0) > 0;
}

function StepView({ model, step }: { model: CheckoutModel; step: Step }) {
  const state = model.orderState.value;
  const order = state?.order;
  const last = state?.transitions.reduce(
    (latest, t) => (t.sequence > (latest?.sequence ?? 0) ? t : latest),
    state.transitions[0],
  );
  switch (step) {
    case 'details':
      return <BuyerForm model={model} />;
    case 'payment':
      return <PaymentMethod model={model} />;
    case 'review':
      return <Review model={model} />;
    case 'processing':
      return <Processing />;
    case 'processed':
      return order ? <Processed order={order} /> : null;
    case 'complete':
      return order ? (
        <Complete order={order} txHash={order.withdrawal?.txHash ?? last?.txHash} />
      ) : null;
    case 'declined':
      return (
        <Declined
          reasonCode={last?.reasonCode ?? order?.error?.reasonCode}
          attemptsLeft={state?.attemptsLeft ?? 0}
          onRetry={model.tryAnotherMethod}
        />
      );
    case 'cancelled': {
      const cancel = state?.transitions.find((t) => t.to === 'Cancelled');
      return (
        <Cancelled
          reasonCode={cancel?.reasonCode ?? order?.error?.reasonCode}
          refunded={model.status.value === 'Refunded'}
        />
      );
    }
    case 'expired':
      return <Expired />;
    case 'error':
      return (
        <ErrorScreen
          message={buyerMessage(model.fatal.value)}
          onRetry={model.session.value ? undefined : model.retryLoad}
        />
      );
    default:
      return <Loading />;
  }
}

/** The checkout's whole UI for one model; rendered inside the shadow root. */
export function CheckoutView({ model }: { model: CheckoutModel }) {
  const step = model.step.value;
  const session = model.session.value;
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef<Step>(step);

  // Focus follows the step, except when the first screen appears: that must not pull focus
  // away from the host page.
  useLayoutEffect(() => {
    if (shown.current !== step && shown.current !== 'loading') {
      root.current?.querySelector<HTMLElement>('h2')?.focus();
    }
    shown.current = step;
  }, [step]);

  // Once the first step is on screen, the parts the buyer may need next load in the background.
  const ready = session !== null;
  useEffect(() => {
    if (ready) void model.prefetch();
  }, [ready, model]);

  const nft = session?.nft;
  const { time } = model;
  const seconds = time.secondsLeft.value;
  return (
    <div
      class="nftc-root"
      ref={root}
      data-step={step}
      data-theme={model.options.appearance.theme}
      lang="en"
    >
      {nft && (
        <Summary
          name={nft.name}
          imageUrl={nft.imageUrl}
          quantity={nft.quantity === undefined ? undefined : model.format.number(nft.quantity)}
          price={
            nft.price === undefined
              ? undefined
              : model.format.money(nft.price, nft.currencyCode ?? 'usd')
          }
        />
      )}
      {showsTime(model, step) && seconds !== null && (
        <Countdown
          text={model.format.duration(seconds)}
          until={time.until.value ?? undefined}
          warning={time.warning.value === null ? null : time.warningText()}
          onExtend={time.offer.value ? () => void time.extend() : undefined}
          extending={time.extending.value}
          error={time.extendError.value}
        />
      )}
      <ConnectionStatus lost={model.connectionLost.value} />
      <StepView model={model} step={step} />
      <StatusAnnouncer message={model.announcement.value} />
    </div>
  );
}
