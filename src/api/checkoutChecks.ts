import * as z from 'zod/mini';
import { identitySettingsSchema } from '../slices/document/api/identityCheck.js';
import { SSN_DIGITS } from '../slices/taxId/api/taxId.js';
import { TAX_ID_TOKEN, TAX_ID_TOKEN_MAX_LENGTH } from './formats.js';
import { lazySchema } from './lazySchema.js';
import { countryCode, httpUrl, isoDateTime, pattern, phone } from './primitives.js';

/*
 * The widget protocol's buyer checks (docs/protocol.md): what the session asks of the buyer, the
 * phone's one-time codes and the tax id the tax-id frame sends.
 */

/** The token the tax-id frame hands back (src/slices/taxId/api/taxId.ts). */
export const taxIdTokenField = () =>
  pattern(TAX_ID_TOKEN, TAX_ID_TOKEN_MAX_LENGTH, 'must be a tax id token');

/**
 * The buyer checks of a session: whether the buyer's phone must be verified by a one-time code
 * (and the prefilled phone, when it already is for this merchant: a returning buyer), and whether
 * buyers with a US address give their tax id (SSN) in the tax-id frame.
 */
export const buyerChecksSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phone: z.object({
      required: z.boolean(),
      verifiedPhone: z.optional(phone()),
    }),
    taxId: z.object({
      /** Countries whose buyers give a tax id (`['US']`), empty when none do. */
      countries: z.array(countryCode()),
      /** The tax-id frame page on the service origin (docs/protocol.md, tax-id frame). */
      frameUrl: httpUrl(),
    }),
    /** Whether the service may ask for an identity document, and the document frame's page. */
    identity: identitySettingsSchema,
  }),
);
export type BuyerChecks = z.infer<typeof buyerChecksSchema>;

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

/** POST /checkout/tax-ids (the tax-id frame only, no CORS): nine digits, no dashes. */
export const taxIdRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    taxId: pattern(SSN_DIGITS, 9, 'must be the 9 digits of the SSN'),
  }),
);
export type TaxIdRequest = z.infer<typeof taxIdRequestSchema>;

/** A tax id the service keeps for this order: the token and the last four digits, never more. */
export const taxIdTokenSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    taxIdToken: taxIdTokenField(),
    last4: pattern(/^\d{4}$/, 4, 'must be 4 digits'),
  }),
);
export type TaxIdToken = z.infer<typeof taxIdTokenSchema>;
