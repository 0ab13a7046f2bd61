// The examples of the steps' webhook events, each from its slice, listed once.
import { actionWebhookExample } from '../../slices/challenge/service/openapi/actionWebhookExample.js';
import { verificationWebhookExample } from '../../slices/document/service/openapi/verificationWebhookExample.js';
import type { StepWebhookExample } from './stepWebhookExample.js';

export const STEP_WEBHOOK_EXAMPLES: readonly StepWebhookExample[] = [
  verificationWebhookExample,
  actionWebhookExample,
];
