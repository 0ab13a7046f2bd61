/*
 * How a card-authentication challenge can end, and where its page lives: zod-free, so the frame
 * script and the outcome screens (which must draw even when the schemas chunk cannot load) read
 * them without pulling in the schemas.
 */

/**
 * How the buyer left the challenge page: passed it, failed it, or gave up. The challenge frame
 * tells the widget with its `challengeResult` message; the order feed has the real outcome.
 */
export const CHALLENGE_OUTCOMES = ['authenticated', 'failed', 'cancelled'] as const;
export type ChallengeOutcome = (typeof CHALLENGE_OUTCOMES)[number];

export const isChallengeOutcome = (value: unknown): value is ChallengeOutcome =>
  (CHALLENGE_OUTCOMES as readonly unknown[]).includes(value);

/** The path of the challenge page on the service origin; the widget adds `?origin=…`. */
export const CHALLENGE_PATH = '/v1/checkout/challenge/';
