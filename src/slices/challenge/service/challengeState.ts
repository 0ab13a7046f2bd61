import type { StatePart } from '../../../sandbox/domain/statePart.js';

/** The issuer's challenge as the next action, while the payment waits on it (Processing). */
export const challengeStatePart: StatePart = {
  view: ({ challenge, status }) =>
    challenge && status === 'Processing'
      ? {
          nextAction: {
            type: 'challenge',
            url: challenge.url,
            expiresAt: new Date(challenge.expiresAt).toISOString(),
          },
        }
      : {},
};
