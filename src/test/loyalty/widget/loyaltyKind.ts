// Test-only: the loyalty card frame as the widget hosts it (src/checkout/frames/frameKind.ts).
import type { FrameKind } from '../../../checkout/frames/frameKind.js';
import { type LoyaltyCardToken, loyaltyCardTokenSchema } from '../api/loyaltyCard.js';

export const LOYALTY_FRAME: FrameKind<LoyaltyCardToken> = {
  answer: 'loyaltyTokenized',
  token: (fields) => {
    const token = loyaltyCardTokenSchema.safeParse(fields);
    return token.success ? token.data : undefined;
  },
  strings: {
    url: 'The loyalty card form URL must be an http(s) URL.',
    needsHttp: 'The loyalty card form needs the page to be served over http(s).',
    loading: 'Loading the loyalty card form…',
    failed: 'The loyalty card form could not load. Check your connection, then select Try again.',
    reloaded: 'The loyalty card form reloaded. Enter the number again.',
    timeout: 'The loyalty card form did not answer within {count} seconds. Try again.',
    badToken: 'The loyalty card form answered with a token that does not match the interface.',
    removed: 'The loyalty card form was removed.',
  },
  initialHeight: 100,
};
