import * as z from 'zod/mini';
import { behaviorBiometricsSchema } from './behaviour.js';
import { jsonBoundsProblem, OPAQUE_BOUNDS } from './jsonBounds.js';
import {
  countryCode,
  currencyCode3,
  email,
  isoDate,
  maxLen,
  nonEmpty,
  pattern,
  phone,
  uuid,
} from './primitives.js';

export * from './behaviour.js';

export const RISK_LEVELS = ['low', 'medium', 'high', 'very_high'] as const;
export const riskLevelSchema = /* @__PURE__ */ z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** Checkpoint names (product-notes); any other name answers 422. */
export const CHECKPOINT_NAMES = [
  'customer',
  'device',
  'onboarding',
  'login',
  'aml',
  'aml_bank',
  'payment',
  'ach',
] as const;
export const ACTION_TYPES = [
  'buy',
  'sell',
  'deposit',
  'exchange',
  'withdraw',
  'refund',
  'payment',
  'topup',
  'transfer',
] as const;
export const ACCOUNT_TYPES = ['checking', 'savings', 'other'] as const;
export const PERSONAL_INFO_SOURCES = [
  'id_verification',
  'bank_verification',
  'phone_verification',
] as const;

const regionCode2 = () => pattern(/^[A-Za-z0-9]{2}$/, 2, 'must be a 2-character region code');

export const riskAddressSchema = /* @__PURE__ */ z.object({
  street1: nonEmpty(),
  street2: z.optional(z.string()),
  city: nonEmpty(),
  regionCode: regionCode2(),
  postalCode: nonEmpty(),
  countryCode: countryCode(),
});

const looseAddress = z.object({
  street1: z.optional(z.string()),
  street2: z.optional(z.string()),
  city: z.optional(z.string()),
  regionCode: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  countryCode: z.optional(countryCode()),
  company: z.optional(z.string()),
});

export const riskTransactionSchema = /* @__PURE__ */ z.object({
  id: uuid(),
  createdAtMillis: z.number(),
  amount: z.number(),
  itemCategory: z.string(),
  actionType: z.enum(ACTION_TYPES),
  currencyCode: currencyCode3(),
  paymentMethod: z.object({
    type: z.literal('crypto', { error: 'must be "crypto"' }),
    bank: z.object({
      accountNumber: z.string(),
      routingNumber: z.string(),
      accountType: z.enum(ACCOUNT_TYPES),
      balance: z.number(),
      balanceCurrencyCode: currencyCode3(),
    }),
  }),
});

/** Shape A: `flow` is a label string and the customer carries everything (spec 2.7). */
export const riskRequestASchema = /* @__PURE__ */ z.object({
  flow: nonEmpty(),
  sessionKey: uuid(),
  customer: z.object({
    id: uuid(),
    taxId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: isoDate(),
    address: riskAddressSchema,
    transaction: riskTransactionSchema,
    emailAddress: email(),
    isEmailVerified: z.boolean(),
    phone: phone(),
    isPhoneVerified: z.boolean(),
    createdAtMills: z.optional(z.int()),
    personalInfo: z.optional(
      z.array(
        z.object({
          source: z.enum(PERSONAL_INFO_SOURCES),
          firstName: z.optional(z.string()),
          middleName: z.optional(z.string()),
          lastName: z.optional(z.string()),
          dateOfBirth: z.optional(isoDate()),
          address: z.optional(looseAddress),
        }),
      ),
    ),
  }),
});

const opaqueObject = () => z.record(z.string(), z.unknown());

/**
 * An opaque member of a request within OPAQUE_BOUNDS (10 levels, 500 members), so no request
 * can store a value too deep or too wide to be read back; the issue names where it goes past.
 */
const bounded = <T extends object>(schema: z.ZodMiniType<T>) =>
  schema.check(
    z.superRefine((value, ctx) => {
      const problem = jsonBoundsProblem(value, OPAQUE_BOUNDS);
      if (problem) ctx.addIssue({ code: 'custom', ...problem, input: value });
    }),
  );

/** Shape B: `flow` is an object and checkpoints choose what runs (spec 2.7). */
export const riskRequestBSchema = /* @__PURE__ */ z.object({
  flow: z.object({
    id: z.optional(z.string()),
    name: z.optional(z.string()),
    type: z.optional(z.string()),
  }),
  sessionKey: nonEmpty().check(z.maxLength(100)),
  customer: z.object({
    id: nonEmpty(),
    createdAtMillis: z.optional(z.number()),
    firstName: z.optional(z.string()),
    middleName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    dateOfBirth: z.optional(isoDate()),
    address: z.optional(looseAddress),
    phone: z.optional(phone()),
    emailAddress: z.optional(email()),
    isPhoneVerified: z.optional(z.boolean()),
    isEmailVerified: z.optional(z.boolean()),
  }),
  // Names are checked by the service (422 for an unknown one), not here (400).
  checkpoints: z.optional(z.array(nonEmpty())),
  config: z.optional(bounded(opaqueObject())),
  counterparty: z.optional(bounded(opaqueObject())),
  customBool: z.optional(bounded(z.record(z.string(), z.boolean()))),
  customNumber: z.optional(bounded(z.record(z.string(), z.number()))),
  customString: z.optional(bounded(z.record(z.string(), z.string()))),
  device: z.optional(bounded(opaqueObject())),
  partnerId: z.optional(maxLen(100)),
  partnerName: z.optional(maxLen(100)),
  referralCode: z.optional(bounded(opaqueObject())),
  transaction: z.optional(bounded(opaqueObject())),
  workflowName: z.optional(maxLen(100)),
});

export const riskRequestSchema = /* @__PURE__ */ z.union([riskRequestASchema, riskRequestBSchema]);
export type RiskRequestA = z.infer<typeof riskRequestASchema>;
export type RiskRequestB = z.infer<typeof riskRequestBSchema>;
export type RiskRequest = z.infer<typeof riskRequestSchema>;

/** Tells the shapes apart: `typeof request.flow` alone does not narrow the union in TypeScript. */
export function isRiskRequestA(request: RiskRequest): request is RiskRequestA {
  return typeof request.flow === 'string';
}

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

/** Query of GET /customers: an optional filter by customer id (spec 4, #7). */
export const customerListQuerySchema = /* @__PURE__ */ z.object({
  customer_id: z.optional(nonEmpty()),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** Device data posted for a session (our device-SDK endpoint; see docs/protocol.md). */
export const deviceSessionRequestSchema = /* @__PURE__ */ z.object({
  sessionKey: nonEmpty().check(z.maxLength(100)),
  attributes: z.optional(z.record(z.string(), z.array(z.string()))),
  behaviorBiometrics: z.optional(behaviorBiometricsSchema),
});
export type DeviceSessionRequest = z.infer<typeof deviceSessionRequestSchema>;
