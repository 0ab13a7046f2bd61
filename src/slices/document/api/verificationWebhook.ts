import * as z from 'zod/mini';
import { lazySchema } from '../../../api/lazySchema.js';
import { IDENTITY_FAILURES, IDENTITY_PHASES, IDENTITY_REASONS } from './identityCheck.js';

/** The webhook event types of the identity check's steps, one per phase. */
export const VERIFICATION_WEBHOOK_TYPES = [
  'verification.required',
  'verification.submitted',
  'verification.verified',
  'verification.failed',
] as const satisfies readonly `verification.${(typeof IDENTITY_PHASES)[number]}`[];

/** The identity-check step a `verification.*` event reports. */
export const webhookVerificationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phase: z.enum(IDENTITY_PHASES),
    verificationId: z.nullable(z.string()),
    reason: z.optional(z.enum(IDENTITY_REASONS)),
    failure: z.optional(z.enum(IDENTITY_FAILURES)),
    attemptsLeft: z.number().check(z.int(), z.minimum(0)),
    at: z.string(),
  }),
);
