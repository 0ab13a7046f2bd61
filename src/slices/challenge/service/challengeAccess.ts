import type { Services } from '../../../sandbox/http/context.js';
import type { ChallengeEntry, OrderRecord } from '../../../sandbox/store/records.js';
import type { PendingChallenge } from './challengeLifecycle.js';
import { CHALLENGE_ID } from './challengeOpen.js';

/** Why a challenge id cannot be answered: unknown (404), over (409), expired (410). */
export type ChallengeRefusal = 'unknown' | 'used' | 'expired';

export type ChallengeAccess =
  | { ok: true; entry: ChallengeEntry; order: OrderRecord; challenge: PendingChallenge }
  | { ok: false; refusal: ChallengeRefusal };

const refused = (refusal: ChallengeRefusal): ChallengeAccess => ({ ok: false, refusal });

/**
 * The challenge `id` names, if the buyer may still answer it: it must be the one its own order
 * (of the merchant that opened it) waits on now, for the payment attempt that opened it. The
 * order is brought up to date first, so an expired challenge has already failed the payment.
 */
export function findChallenge(services: Services, id: string): ChallengeAccess {
  if (!CHALLENGE_ID.test(id)) return refused('unknown');
  const entry = services.store.challenges.get(id);
  const order = entry && services.runner.load(entry.orderId);
  if (!entry || !order || order.merchantId !== entry.merchantId) return refused('unknown');
  if (entry.outcome !== undefined) return refused('used');
  if (services.clock.now() >= entry.expiresAt) return refused('expired');
  const challenge = order.challenge;
  if (challenge?.id !== id || order.status !== 'Processing') return refused('used');
  return { ok: true, entry, order, challenge };
}
