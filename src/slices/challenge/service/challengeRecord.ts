import type { ChallengeOutcome } from '../api/challengeOutcome.js';
import type { PendingChallenge } from './challengeLifecycle.js';

/**
 * Where a challenge id leads: its order, and how it ended (absent while it waits). The order's
 * own `challenge` decides; this index finds it, and answers a used or stale id.
 */
export interface ChallengeEntry {
  challengeId: string;
  orderId: string;
  merchantId: string;
  expiresAt: number;
  outcome?: ChallengeOutcome | undefined;
  createdAt: number;
}

/** What the challenge keeps on an order. */
export interface ChallengeOrderPart {
  /** The issuer's challenge the payment waits on (Processing, no transitions planned yet). */
  challenge?: PendingChallenge | undefined;
}
