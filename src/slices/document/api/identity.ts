import * as z from 'zod/mini';
import { isoDate, nonEmpty, uuid } from '../../../api/primitives.js';

/** Identity-document providers, the spec's placeholders resolved (product-notes). */
export const IDENTITY_PROVIDERS = ['incode', 'au10tix'] as const;
export const IDENTITY_PLATFORMS = ['android', 'ios'] as const;
/** Verification capture types; `secure.me` is the provider web UI. */
export const VERIFICATION_TYPES = ['custom', 'secure.me', 'mobilesdk'] as const;
/** Only `complete` is documented; the rest are our reading of a capture session's life. */
export const VERIFICATION_STATUSES = [
  'pending',
  'processing',
  'complete',
  'failed',
  'expired',
] as const;
export const VERIFICATION_LEVELS = ['low', 'medium', 'high', 'not_applicable'] as const;

/** Upper bound of expires_in given by the spec's schema. */
export const IDENTITY_EXPIRES_IN_MAX = 4102444800000;

export const identityTokenRequestSchema = /* @__PURE__ */ z.object({
  sessionKey: nonEmpty().check(z.maxLength(100)),
  customerId: z.optional(z.string()),
  platform: z.optional(z.enum(IDENTITY_PLATFORMS)),
  provider: z.optional(z.enum(IDENTITY_PROVIDERS)),
});
export type IdentityTokenRequest = z.infer<typeof identityTokenRequestSchema>;

export const identityTokenResponseSchema = /* @__PURE__ */ z.object({
  token_type: z.string(),
  // Seconds until expiry (the example's 600), though the schema text calls it a timestamp.
  expires_in: z
    .int()
    .check(z.positive(), z.lt(IDENTITY_EXPIRES_IN_MAX, { error: 'is out of range' })),
  access_token: z.string(),
  incode_sdk_base_url: z.string(),
  verification_id: z.string(),
  scope: z.string(),
});
export type IdentityTokenResponse = z.infer<typeof identityTokenResponseSchema>;

export const verificationQuerySchema = /* @__PURE__ */ z.object({
  type: z.optional(z.enum(VERIFICATION_TYPES)),
  sessionKey: z.optional(uuid()),
  customerId: z.optional(uuid()),
});
export type VerificationQuery = z.infer<typeof verificationQuerySchema>;

const level = () => z.enum(VERIFICATION_LEVELS);

export const verificationResultSchema = /* @__PURE__ */ z.object({
  verificationId: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  documentData: z.optional(
    z.object({
      type: z.optional(z.string()),
      number: z.optional(z.string()),
      dateOfBirth: z.optional(isoDate()),
      dateOfIssue: z.optional(isoDate()),
      dateOfExpiry: z.optional(isoDate()),
      issuingCountry: z.optional(z.string()),
      firstName: z.optional(z.string()),
      middleName: z.optional(z.string()),
      lastName: z.optional(z.string()),
      gender: z.optional(z.string()),
      address: z.optional(z.string()),
    }),
  ),
  verification: z.optional(
    z.object({
      riskLevel: z.optional(level()),
      forgeryLevel: z.optional(level()),
      documentMatchLevel: z.optional(level()),
      imageQualityLevel: z.optional(level()),
      faceMatchLevel: z.optional(level()),
    }),
  ),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;
