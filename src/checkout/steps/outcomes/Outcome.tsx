import type { Order } from '../../../api/orders.js';
import { strings } from '../../strings.js';
import { StepHeading } from '../../views/StepHeading/StepHeading.js';

/** Plain words for a reason code; an unknown code is shown as it came. */
export function reasonText(table: Record<string, string>, code: string | undefined): string {
  if (!code) return strings.unknownReason;
  return table[code] ?? code;
}

function OrderLine({ order }: { order: Order }) {
  return (
    <p class="nftc-muted">
      {strings.outcome.orderId}: {order.id}
    </p>
  );
}

export function Processed({ order }: { order: Order }) {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.processed}</StepHeading>
      <p>{strings.outcome.processed}</p>
      <OrderLine order={order} />
    </section>
  );
}

export function Complete({ order, txHash }: { order: Order; txHash: string | undefined }) {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.complete}</StepHeading>
      <p>{strings.outcome.complete}</p>
      {txHash && (
        <dl>
          <dt>{strings.outcome.txHash}</dt>
          <dd>
            <code class="nftc-hash">{txHash}</code>
          </dd>
        </dl>
      )}
      <OrderLine order={order} />
    </section>
  );
}

export interface DeclinedProps {
  reasonCode: string | undefined;
  attemptsLeft: number;
  onRetry(): void;
}

export function Declined({ reasonCode, attemptsLeft, onRetry }: DeclinedProps) {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.declined}</StepHeading>
      <p>{strings.outcome.declined}</p>
      <p>{reasonText(strings.declineReasons, reasonCode)}.</p>
      {attemptsLeft > 0 ? (
        <div class="nftc-actions">
          <button type="button" class="nftc-button nftc-primary" onClick={onRetry}>
            {strings.buttons.tryAnotherMethod}
          </button>
        </div>
      ) : (
        <p class="nftc-muted">{strings.outcome.noAttemptsLeft}</p>
      )}
    </section>
  );
}

export function Cancelled({
  reasonCode,
  refunded,
}: {
  reasonCode: string | undefined;
  refunded: boolean;
}) {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.cancelled}</StepHeading>
      <p>{reasonText(strings.cancelReasons, reasonCode)}.</p>
      <p>{strings.outcome.cancelled}</p>
      <p class={refunded ? 'nftc-linked' : 'nftc-muted'}>
        {refunded ? strings.outcome.refunded : strings.outcome.refundPending}
      </p>
    </section>
  );
}

export function Expired() {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.expired}</StepHeading>
      <p>{strings.outcome.expired}</p>
    </section>
  );
}

export function ErrorScreen({
  message,
  onRetry,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.error}</StepHeading>
      <p>{strings.outcome.error}</p>
      <p class="nftc-alert" role="alert">
        {message}
      </p>
      {onRetry && (
        <div class="nftc-actions">
          <button type="button" class="nftc-button nftc-primary" onClick={onRetry}>
            {strings.buttons.retry}
          </button>
        </div>
      )}
    </section>
  );
}
