import * as z from 'zod/mini';
import {
  ACTION_WEBHOOK_TYPES,
  webhookActionSchema,
} from '../slices/challenge/api/actionWebhook.js';
import {
  VERIFICATION_WEBHOOK_TYPES,
  webhookVerificationSchema,
} from '../slices/document/api/verificationWebhook.js';

/*
 * What slices add to the webhooks (webhooks.ts), one entry each: the event types of the
 * purchase's steps, and the member of an event's `data` that reports one.
 */

export const STEP_WEBHOOK_TYPES = [...VERIFICATION_WEBHOOK_TYPES, ...ACTION_WEBHOOK_TYPES] as const;

export const stepWebhookData = () => ({
  verification: z.optional(webhookVerificationSchema),
  action: z.optional(webhookActionSchema),
});
