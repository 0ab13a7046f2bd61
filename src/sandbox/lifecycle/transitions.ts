import type { Transition } from '../../api/checkout.js';
import { canTransition } from '../../api/lifecycle.js';
import {
  CANCEL_REASON_CODES,
  type CancelReasonCode,
  DECLINE_REASON_CODES,
  type DeclineReasonCode,
  type OrderStatus,
} from '../../api/orders.js';

// The table is the one of src/api/lifecycle.ts, shared with the widget.
export {
  canTransition,
  FINAL_STATUSES,
  ORDER_TRANSITIONS as TRANSITIONS,
} from '../../api/lifecycle.js';

/** The status and numbered history of one order: what the lifecycle reads and returns. */
export interface OrderHistory {
  status: OrderStatus;
  transitions: readonly Transition[];
}

export interface TransitionRequest {
  to: OrderStatus;
  /** ISO 8601 time of the change. */
  at: string;
  reasonCode?: string | undefined;
  txHash?: string | undefined;
  /** Processing only: the payment waits for a challenge (the transition says so for good). */
  action?: 'challenge' | undefined;
}

export type TransitionResult =
  | { ok: true; history: OrderHistory; transition: Transition }
  | { ok: false; error: string };

const isDecline = (code: string | undefined): code is DeclineReasonCode =>
  DECLINE_REASON_CODES.includes(code as DeclineReasonCode);
const isCancel = (code: string | undefined): code is CancelReasonCode =>
  CANCEL_REASON_CODES.includes(code as CancelReasonCode);

/** The reason code a Refunded order keeps: the one of the cancellation it follows. */
function lastCancelReason(history: OrderHistory): string | undefined {
  for (let i = history.transitions.length - 1; i >= 0; i--) {
    const t = history.transitions[i];
    if (t?.to === 'Cancelled') return t.reasonCode;
  }
  return undefined;
}

/** Why a request is not a valid change from the current status, or undefined when it is. */
function refusal(history: OrderHistory, request: TransitionRequest): string | undefined {
  const { status } = history;
  if (!canTransition(status, request.to)) return `${status} cannot become ${request.to}`;
  if (request.to === 'Declined' && !isDecline(request.reasonCode)) {
    return `Declined needs a reason code (${DECLINE_REASON_CODES.join(', ')})`;
  }
  if (request.to === 'Cancelled' && !isCancel(request.reasonCode)) {
    return `Cancelled needs a reason code (${CANCEL_REASON_CODES.join(', ')})`;
  }
  if (request.to === 'Complete' && !request.txHash) return 'Complete needs a transaction hash';
  const last = history.transitions.at(-1);
  if (last && Date.parse(request.at) < Date.parse(last.at)) {
    return 'a transition cannot happen before the previous one';
  }
  return undefined;
}

/**
 * Applies one status change. Refuses (and changes nothing) anything not in the table, a
 * Declined or Cancelled without its reason code, and a Complete without a transaction hash.
 * Never mutates `history`: the result is a new history with the transition appended.
 */
export function applyTransition(
  history: OrderHistory,
  request: TransitionRequest,
): TransitionResult {
  const error = refusal(history, request);
  if (error) return { ok: false, error };
  // Only Declined, Cancelled and Refunded carry a reason; Refunded keeps the cancellation's.
  const reasonCode =
    request.to === 'Refunded'
      ? lastCancelReason(history)
      : request.to === 'Declined' || request.to === 'Cancelled'
        ? request.reasonCode
        : undefined;
  const transition: Transition = {
    sequence: history.transitions.length + 1,
    from: history.status,
    to: request.to,
    at: request.at,
    ...(reasonCode ? { reasonCode } : {}),
    ...(request.to === 'Complete' ? { txHash: request.txHash } : {}),
    ...(request.to === 'Processing' && request.action ? { action: request.action } : {}),
  };
  return {
    ok: true,
    transition,
    history: { status: request.to, transitions: [...history.transitions, transition] },
  };
}

/** The history of a new order: one transition, from nothing to Draft. */
export function openHistory(at: string): OrderHistory {
  return { status: 'Draft', transitions: [{ sequence: 1, from: null, to: 'Draft', at }] };
}
