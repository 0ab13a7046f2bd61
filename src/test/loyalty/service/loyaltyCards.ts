// Test-only: POST /v1/checkout/loyalty-cards, the loyalty card step's endpoint in the sandbox.
import { randomBytes } from 'node:crypto';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { fieldError } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import {
  LOYALTY_CARD_DIGITS,
  type LoyaltyCardToken,
  loyaltyCardRequestSchema,
} from '../api/loyaltyCard.js';

/** Takes the number from the frame and answers a token and the last 4, never the number. */
export async function postLoyaltyCard(ctx: RequestContext): Promise<void> {
  requireClientToken(ctx, 'write');
  const { number } = validate(loyaltyCardRequestSchema, await ctx.body(), 'loyalty card');
  if (!LOYALTY_CARD_DIGITS.test(number)) {
    throw fieldError('number', 'must be the 10 digits on the back of the loyalty card');
  }
  const answer: LoyaltyCardToken = {
    loyaltyToken: `loy_${randomBytes(16).toString('hex')}`,
    last4: number.slice(-4),
  };
  sendJson(ctx.res, 201, answer);
}
