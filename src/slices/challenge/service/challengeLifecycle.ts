import type { ChallengeKind, PlannedTransition } from '../../../sandbox/lifecycle/planner.js';
import type { ScheduledTransition } from '../../../sandbox/lifecycle/settle.js';
import { applyTransition, type OrderHistory } from '../../../sandbox/lifecycle/transitions.js';

/** The one-time code the sandbox's code challenge accepts. */
export const CHALLENGE_OTP = '123456';
/** Codes a buyer may type in one code challenge; the last wrong one fails it. */
export const CHALLENGE_OTP_TRIES = 3;

/** The issuer's challenge a Processing payment waits on (no transitions are planned until it ends). */
export interface PendingChallenge {
  id: string;
  kind: ChallengeKind;
  /** The challenge page on the service origin (the order state's `nextAction.url`). */
  url: string;
  /** The payment attempt it belongs to (the order's `attemptsMade` at the confirm). */
  attempt: number;
  /** Epoch ms after which it fails as abandoned. */
  expiresAt: number;
  /** One-time codes the buyer may still type (`otp` only). */
  triesLeft: number;
  /** The payment's plan once the buyer passes, each step `afterMs` after the pass. */
  planned: PlannedTransition[];
}

type Challenged = OrderHistory & {
  pending: readonly ScheduledTransition[];
  challenge?: PendingChallenge | undefined;
};

/**
 * The order once its challenge ends at `atMs` (never dated before its last transition): passed,
 * the payment's plan runs from then; failed, cancelled or abandoned, Processing → Declined with
 * AUTHENTICATION_FAILED. An order with no challenge, or no longer Processing, is left as it is.
 */
export function endChallenge<T extends Challenged>(order: T, passed: boolean, atMs: number): T {
  const { challenge, ...rest } = order;
  if (challenge === undefined) return order;
  // A challenge outliving its payment would stay due for ever: it just goes.
  if (order.status !== 'Processing') return rest as unknown as T;
  const last = order.transitions.at(-1);
  const at = Math.max(atMs, last ? Date.parse(last.at) : atMs);
  if (passed) {
    const pending = challenge.planned.map((step) => ({
      dueAt: at + step.afterMs,
      to: step.to,
      reasonCode: step.reasonCode,
      txHash: step.txHash,
    }));
    return { ...rest, pending } as unknown as T;
  }
  const moved = applyTransition(order, {
    to: 'Declined',
    reasonCode: 'AUTHENTICATION_FAILED',
    at: new Date(at).toISOString(),
  });
  if (!moved.ok) return rest as unknown as T;
  return {
    ...rest,
    status: moved.history.status,
    transitions: moved.history.transitions,
    pending: [],
  } as unknown as T;
}

/** A challenge past its expiry fails, dated at its expiry; anything else is left as it is. */
export function expireChallenge<T extends Challenged>(order: T, now: number): T {
  const challenge = order.challenge;
  if (challenge === undefined || challenge.expiresAt > now) return order;
  return endChallenge(order, false, challenge.expiresAt);
}
