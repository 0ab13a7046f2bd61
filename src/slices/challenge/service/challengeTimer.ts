import type { TimedPart } from '../../../sandbox/runtime/timedPart.js';
import { expireChallenge } from './challengeLifecycle.js';

/** An abandoned card challenge expires first: it declines the payment, so the order may expire. */
export const challengeTimer: TimedPart = {
  dueAt: (order) => order.challenge?.expiresAt,
  settle: (order, now, next) => next(expireChallenge(order, now)),
};
