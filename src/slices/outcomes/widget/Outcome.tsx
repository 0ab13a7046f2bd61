import type { Order } from '../../../api/orders.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { strings } from '../../../checkout/strings.js';
import { StepHeading } from '../../../checkout/views/StepHeading/StepHeading.js';

/** Plain words for a reason code; an unknown code is shown as it came. */
export function reasonText(table: Record<string, string>, code: string | undefined): string {
  if (!code) return purchaseStrings.unknownReason;
  return table[code] ?? code;
}

function OrderLine({ order }: { order: Order }) {
  return (
    <p class="nftc-muted">
      {/* An id reads left to right, in an Arabic sentence too. */}
      {purchaseStrings.outcome.orderId}: <bdi dir="ltr">{order.id}</bdi>
    </p>
  );
}

export function Processed({ order }: { order: Order }) {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.processed}</StepHeading>
      <p>{purchaseStrings.outcome.processed}</p>
      <OrderLine order={order} />
    </section>
  );
}

export function Complete({ order, txHash }: { order: Order; txHash: string | undefined }) {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.complete}</StepHeading>
      <p>{purchaseStrings.outcome.complete}</p>
      {txHash && (
        <dl>
          <dt>{purchaseStrings.outcome.txHash}</dt>
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
      <p>{purchaseStrings.outcome.declined}</p>
      <p>{reasonText(purchaseStrings.declineReasons, reasonCode)}.</p>
      {attemptsLeft > 0 ? (
        <div class="nftc-actions">
          <button type="button" class="nftc-button nftc-primary" onClick={onRetry}>
            {purchaseStrings.buttons.tryAnotherMethod}
          </button>
        </div>
      ) : (
        <p class="nftc-muted">{purchaseStrings.outcome.noAttemptsLeft}</p>
      )}
    </section>
  );
}

export function Cancelled({
  reasonCode,
  refunded,
  paid = true,
}: {
  reasonCode: string | undefined;
  refunded: boolean;
  /** False when the order was cancelled before any payment: nothing to refund. */
  paid?: boolean;
}) {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.cancelled}</StepHeading>
      <p>{reasonText(purchaseStrings.cancelReasons, reasonCode)}.</p>
      <p>{purchaseStrings.outcome.cancelled}</p>
      {paid ? (
        <p class={refunded ? 'nftc-linked' : 'nftc-muted'}>
          {refunded ? purchaseStrings.outcome.refunded : purchaseStrings.outcome.refundPending}
        </p>
      ) : (
        <p class="nftc-muted">{purchaseStrings.outcome.notCharged}</p>
      )}
    </section>
  );
}

export function Expired() {
  return (
    <section class="nftc-outcome">
      <StepHeading>{strings.headings.expired}</StepHeading>
      <p>{purchaseStrings.outcome.expired}</p>
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
      <p>{purchaseStrings.outcome.error}</p>
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
