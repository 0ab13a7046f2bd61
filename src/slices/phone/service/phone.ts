import { normalisePhone } from '../../../api/formats.js';
import { countCheckoutRequest } from '../../../sandbox/handlers/browser/checkoutLimits.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { httpError, rateLimited } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import { PHONE_CODE_RULES } from '../../../sandbox/verification/index.js';
import {
  type PhoneCodeAnswer,
  type PhoneVerifyAnswer,
  phoneCodeRequestSchema,
  phoneVerifyRequestSchema,
} from '../api/checkoutPhone.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * POST /v1/checkout/phone/code: a one-time code for the buyer's phone, unless it is verified for
 * this merchant already. No SMS is sent: a test phone's code is its last six digits, any other
 * phone's is printed in the sandbox log.
 */
export async function postPhoneCode(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  countCheckoutRequest(ctx, order, 'phoneCode');
  const { phone } = validate(phoneCodeRequestSchema, await ctx.body(), 'phone code request');
  const now = ctx.services.clock.now();
  const sent = ctx.services.buyerChecks.phoneCodes.send(order.merchantId, phone, now);
  let answer: PhoneCodeAnswer;
  if (sent.ok) {
    if (!sent.test) {
      // Named by its last four digits only, like a card.
      ctx.services.log(
        `phone code ${sent.code} for the phone ending ${normalisePhone(phone).slice(-4)} (merchant ${order.merchantId}; no SMS is sent)`,
      );
    }
    answer = {
      status: 'sent',
      phone,
      expiresAt: iso(sent.expiresAt),
      resendAt: iso(sent.resendAt),
    };
  } else if (sent.reason === 'VERIFIED') {
    answer = { status: 'verified', phone };
  } else if (sent.reason === 'COOLDOWN') {
    answer = { status: 'cooldown', phone, resendAt: iso(sent.retryAt) };
  } else if (sent.reason === 'LOCKED') {
    answer = { status: 'locked', phone, retryAt: iso(sent.retryAt) };
  } else if (sent.reason === 'RATE_LIMITED') {
    throw rateLimited(
      ctx.res,
      `This phone had ${PHONE_CODE_RULES.maxSendsPerWindow} one-time codes in the last hour, the most it gets`,
      sent.retryAt,
      now,
    );
  } else {
    throw httpError(
      429,
      'RATE_LIMITED',
      `The sandbox keeps one-time codes for ${PHONE_CODE_RULES.maxPhonesPerMerchant} phones per merchant and they are all in use: try again once some codes expire (10 minutes), or restart the sandbox to start empty.`,
    );
  }
  sendJson(ctx.res, 200, answer);
}

/** POST /v1/checkout/phone/verify: the code the buyer typed, checked for this merchant. */
export async function postPhoneVerify(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  countCheckoutRequest(ctx, order, 'phoneVerify');
  const { phone, code } = validate(
    phoneVerifyRequestSchema,
    await ctx.body(),
    'phone verification',
  );
  const now = ctx.services.clock.now();
  const result = ctx.services.buyerChecks.phoneCodes.check(order.merchantId, phone, code, now);
  let answer: PhoneVerifyAnswer;
  if (result.ok) answer = { status: 'verified', phone };
  else if (result.reason === 'WRONG') {
    answer = { status: 'wrong', phone, attemptsLeft: result.attemptsLeft };
  } else if (result.reason === 'LOCKED') {
    answer = { status: 'locked', phone, retryAt: iso(result.retryAt) };
  } else if (result.reason === 'EXPIRED') answer = { status: 'expired', phone };
  else answer = { status: 'no_code', phone };
  sendJson(ctx.res, 200, answer);
}
