// The answer of POST /customers (spec 2.8): the risk levels, the device and the response.
import * as z from 'zod/mini';
import { behaviorBiometricsSchema } from './behaviour.js';
import { opaqueObject } from './opaqueMembers.js';

export const RISK_LEVELS = ['low', 'medium', 'high', 'very_high'] as const;
export const riskLevelSchema = /* @__PURE__ */ z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

const keyValue = z.object({ key: z.string(), value: z.string() });

export const deviceSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  level: z.optional(riskLevelSchema),
  attributes: z.optional(z.record(z.string(), z.array(z.string()))),
  signals: z.optional(z.array(keyValue)),
  sessionKey: z.optional(z.string()),
  fingerprint: z.optional(z.string()),
  confidenceScore: z.optional(z.number()),
  fingerprintConfidenceScore: z.optional(z.number()),
  deviceReputation: z.optional(z.string()),
  bot: z.optional(z.object({ level: z.optional(z.string()) })),
  ipLocation: z.optional(
    z.object({
      city: z.optional(z.string()),
      region: z.optional(z.string()),
      country: z.optional(z.string()),
      latitude: z.optional(z.string()),
      longitude: z.optional(z.string()),
    }),
  ),
  ipAddresses: z.optional(z.object({ v4: z.optional(z.string()), v6: z.optional(z.string()) })),
  checkpoints: z.optional(z.object({ device: z.optional(opaqueObject()) })),
  behaviorBiometrics: z.optional(behaviorBiometricsSchema),
});
export type Device = z.infer<typeof deviceSchema>;

const levelValue = z.object({ value: z.string(), ruleIds: z.array(z.int()) });

export const riskResponseSchema = /* @__PURE__ */ z.object({
  sessionKey: z.string(),
  level: riskLevelSchema,
  status: z.enum(['Success', 'Failure']),
  customer: z.object({
    score: z.number(),
    level: riskLevelSchema,
    reasonCodes: z.array(z.string()),
    signals: z.array(
      z.object({
        key: z.string(),
        value: z.string(),
        reasonCodes: z.optional(z.array(z.string())),
      }),
    ),
    phone: z.optional(
      z.object({
        nameScore: z.optional(z.number()),
        addressScore: z.optional(z.number()),
        cityMatch: z.optional(z.boolean()),
        regionMatch: z.optional(z.boolean()),
        postalCodeMatch: z.optional(z.boolean()),
      }),
    ),
    address: z.optional(z.object({ validity: z.optional(z.string()) })),
    /**
     * Extension (not in spec 2.8): whether the phone was verified, when the request or the
     * checkout's phone check said so.
     */
    isPhoneVerified: z.optional(z.boolean()),
    /** Extension (not in spec 2.8): the tax id (SSN) masked to its last four, `•••-••-6789`. */
    taxId: z.optional(z.string()),
    /**
     * Extension (not in spec 2.8): whether the checkout's buyer verified an identity document,
     * and that verification's id (spec 2.11).
     */
    isDocumentVerified: z.optional(z.boolean()),
    documentVerificationId: z.optional(z.string()),
  }),
  transaction: z.optional(
    z.object({
      level: z.optional(riskLevelSchema),
      amlLevel: z.optional(riskLevelSchema),
      indemnification: z.optional(
        z.object({
          decision: z.optional(z.string()),
          instantLimit: z.optional(z.number()),
          holdAmount: z.optional(z.number()),
          verificationCode: z.optional(z.string()),
          holdTime: z.optional(z.number()),
        }),
      ),
    }),
  ),
  device: z.optional(deviceSchema),
  counterparty: z.optional(opaqueObject()),
  checkpoints: z.object({
    customer: z.optional(
      z.object({
        customerPurchaseLevel: z.optional(levelValue),
        emailLevel: z.optional(levelValue),
        phoneLevel: z.optional(levelValue),
        historicalLevel: z.optional(levelValue),
        riskLevel: z.optional(levelValue),
      }),
    ),
  }),
  rules: z.array(
    z.object({ id: z.int(), isLive: z.boolean(), isAllowlisted: z.boolean(), name: z.string() }),
  ),
  checkpointData: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type RiskResponse = z.infer<typeof riskResponseSchema>;
export const riskResponseListSchema = /* @__PURE__ */ z.array(riskResponseSchema);
