import type { OrderState } from '../../api/checkout.js';
import { isFinalState } from '../../api/lifecycle.js';
import type { Order } from '../../api/orders.js';
import type { LifecycleState } from '../lifecycle/settle.js';
import type { OrderRecord } from '../store/records.js';
import { statePartsOf } from './stateParts.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** Payment attempts still allowed; 0 once the order can no longer be paid. */
export function attemptsLeft(order: Pick<OrderRecord, 'status' | 'attemptsMade' | 'maxAttempts'>) {
  const payable =
    order.status === 'Draft' || order.status === 'Processing' || order.status === 'Declined';
  return payable ? Math.max(0, order.maxAttempts - order.attemptsMade) : 0;
}

export function lifecycleOf(order: OrderRecord): LifecycleState {
  return {
    status: order.status,
    transitions: order.transitions,
    pending: order.pending,
    expiresAt: order.expiresAt,
    attemptsLeft: attemptsLeft(order),
  };
}

/** The order as the interface shows it (spec 2.5), from the stored record. */
export function toOrder(record: OrderRecord): Order {
  const { quote, nft } = record;
  const last = record.transitions.at(-1);
  const completed = record.status === 'Complete' ? last : undefined;
  const failed =
    record.status === 'Declined' || record.status === 'Cancelled' || record.status === 'Refunded';
  return {
    id: record.id,
    createdAt: iso(record.createdAt),
    referenceId: record.referenceId,
    status: record.status,
    expiresAt: iso(record.expiresAt),
    userId: record.userId,
    total: quote.total,
    subtotal: quote.subtotal,
    processingFees: {
      tax: quote.tax,
      clientProcessingFee: quote.clientProcessingFee,
      networkFee: quote.networkFee,
    },
    payment: { currency: quote.currency, paymentMethodType: record.paymentMethodType },
    data: {
      transactionType: 'nft',
      name: nft.name,
      price: String(nft.price ?? 0),
      ...(nft.contractAddress === undefined ? {} : { contractAddress: nft.contractAddress }),
      imageUrl: nft.imageUrl,
    },
    ...(completed?.txHash
      ? { withdrawal: { txHash: completed.txHash, walletAddress: nft.recipientAddress ?? '' } }
      : {}),
    ...(failed && last?.reasonCode ? { error: { reasonCode: last.reasonCode } } : {}),
  };
}

/** The order with its history: what the widget polls and the event stream sends. */
export function toOrderState(record: OrderRecord): OrderState {
  return {
    order: toOrder(record),
    transitions: record.transitions,
    attemptsLeft: attemptsLeft(record),
    ...statePartsOf(record),
  };
}

/**
 * Whether nothing can happen to the order any more: a final state, or Cancelled with no step to
 * come (the identity check refused the buyer before payment, so no Refunded follows).
 */
export function isOver(
  record: Pick<OrderRecord, 'status' | 'attemptsMade' | 'maxAttempts' | 'pending'>,
): boolean {
  if (record.status === 'Cancelled' && record.pending.length === 0) return true;
  return isFinalState({ status: record.status, attemptsLeft: attemptsLeft(record) });
}

/** Whether the order's event stream is over: nothing can change any more. */
export function streamIsOver(record: OrderRecord): boolean {
  return isOver(record);
}
