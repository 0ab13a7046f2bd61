// The customers' endpoints (spec 2.7, 2.8): the risk request's two shapes, the customer list's
// query and a session's device data here; the answer in riskResponse.ts.
import * as z from 'zod/mini';
import { behaviorBiometricsSchema } from './behaviour.js';
import { opaqueObject, withinOpaqueBounds } from './opaqueMembers.js';
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
export {
  type Device,
  deviceSchema,
  RISK_LEVELS,
  type RiskLevel,
  type RiskResponse,
  riskLevelSchema,
  riskResponseListSchema,
  riskResponseSchema,
} from './riskResponse.js';

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
  config: z.optional(withinOpaqueBounds(opaqueObject())),
  counterparty: z.optional(withinOpaqueBounds(opaqueObject())),
  customBool: z.optional(withinOpaqueBounds(z.record(z.string(), z.boolean()))),
  customNumber: z.optional(withinOpaqueBounds(z.record(z.string(), z.number()))),
  customString: z.optional(withinOpaqueBounds(z.record(z.string(), z.string()))),
  device: z.optional(withinOpaqueBounds(opaqueObject())),
  partnerId: z.optional(maxLen(100)),
  partnerName: z.optional(maxLen(100)),
  referralCode: z.optional(withinOpaqueBounds(opaqueObject())),
  transaction: z.optional(withinOpaqueBounds(opaqueObject())),
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
