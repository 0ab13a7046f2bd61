import * as z from 'zod/mini';
import { lazySchema } from '../../../api/lazySchema.js';

/** The webhook event types of the card authentication: asked, and how it ended. */
export const ACTION_WEBHOOK_TYPES = ['action.required', 'action.resolved'] as const;

/** The card-authentication step an `action.*` event reports. */
export const webhookActionSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    action: z.literal('challenge'),
    outcome: z.optional(z.enum(['authenticated', 'failed'])),
    at: z.string(),
  }),
);
