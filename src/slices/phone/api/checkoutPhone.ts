// The phone check's part of the widget protocol (docs/protocol.md, buyer checks): what the
// session says of the phone, and the one-time codes sent and checked.
import * as z from 'zod/mini';
import { lazySchema } from '../../../api/lazySchema.js';
import { isoDateTime, pattern, phone } from '../../../api/primitives.js';

/**
 * The session's phone check (`checks.phone`): whether the buyer's phone must be verified by a
 * one-time code, and the prefilled phone when it already is for this merchant (a returning buyer).
 */
export const phoneSettingsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    required: z.boolean(),
    verifiedPhone: z.optional(phone()),
  }),
);

/** POST /checkout/phone/code: send a one-time code to this phone (or learn it is verified). */
export const phoneCodeRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phone: phone(),
  }),
);
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;

/**
 * The answer to a code request. `sent`: a code is on its way (expires at `expiresAt`; another may
 * be asked for from `resendAt`). `verified`: nothing to do, the phone is verified for this
 * merchant. `cooldown`: the last code was sent too recently. `locked`: too many wrong codes.
 */
export const phoneCodeAnswerSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({
      status: z.literal('sent'),
      phone: phone(),
      expiresAt: isoDateTime(),
      resendAt: isoDateTime(),
    }),
    z.object({ status: z.literal('verified'), phone: phone() }),
    z.object({ status: z.literal('cooldown'), phone: phone(), resendAt: isoDateTime() }),
    z.object({ status: z.literal('locked'), phone: phone(), retryAt: isoDateTime() }),
  ]),
);
export type PhoneCodeAnswer = z.infer<typeof phoneCodeAnswerSchema>;

/** POST /checkout/phone/verify: the code the buyer typed. */
export const phoneVerifyRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phone: phone(),
    code: pattern(/^\d{6}$/, 6, 'must be the 6 digits of the code'),
  }),
);
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequestSchema>;

/**
 * The answer to a typed code. `wrong` says how many tries are left before the lock; `expired` and
 * `no_code` ask for a new code; `locked` says until when.
 */
export const phoneVerifyAnswerSchema = /* @__PURE__ */ lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('verified'), phone: phone() }),
    z.object({ status: z.literal('wrong'), phone: phone(), attemptsLeft: z.int() }),
    z.object({ status: z.literal('expired'), phone: phone() }),
    z.object({ status: z.literal('no_code'), phone: phone() }),
    z.object({ status: z.literal('locked'), phone: phone(), retryAt: isoDateTime() }),
  ]),
);
export type PhoneVerifyAnswer = z.infer<typeof phoneVerifyAnswerSchema>;
