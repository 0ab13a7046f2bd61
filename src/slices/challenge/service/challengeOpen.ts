import { randomBytes } from 'node:crypto';
import type { Services } from '../../../sandbox/http/context.js';
import type { ChallengeKind, PlannedTransition } from '../../../sandbox/lifecycle/planner.js';
import type { OrderRecord } from '../../../sandbox/store/records.js';
import { CHALLENGE_PATH } from '../api/challengeOutcome.js';
import { CHALLENGE_OTP_TRIES, type PendingChallenge } from './challengeLifecycle.js';

/** A challenge id: `chl_` and 32 URL-safe random characters (192 bits), never guessable. */
export const CHALLENGE_ID = /^chl_[A-Za-z0-9_-]{32}$/;

export interface ChallengeRequest {
  kind: ChallengeKind;
  /** The payment's plan once the buyer passes. */
  planned: PlannedTransition[];
  attempt: number;
  /** This service's origin, which serves the challenge page. */
  origin: string;
}

/**
 * A new challenge for this payment attempt of `order`: indexed by its id (so the page finds its
 * order, and a used id is told from an unknown one) and returned for the order to keep.
 */
export function openChallenge(
  services: Services,
  order: OrderRecord,
  request: ChallengeRequest,
): PendingChallenge {
  const now = services.clock.now();
  const id = `chl_${randomBytes(24).toString('base64url')}`;
  const expiresAt = now + services.settings.delays.challengeMs;
  services.store.challenges.put(id, {
    challengeId: id,
    orderId: order.id,
    merchantId: order.merchantId,
    expiresAt,
    createdAt: now,
  });
  return {
    id,
    kind: request.kind,
    url: `${request.origin}${CHALLENGE_PATH}${id}`,
    attempt: request.attempt,
    expiresAt,
    triesLeft: request.kind === 'otp' ? CHALLENGE_OTP_TRIES : 0,
    planned: request.planned,
  };
}
