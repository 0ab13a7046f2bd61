// The webhooks the service sends: what each event type reports.
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../api/webhooks.js';

/** What each webhook event type reports, and what its `data` holds besides `order`. */
export const WEBHOOK_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'order.processing':
    'The buyer confirmed the payment: the order is Processing (`data.transition` from Draft or Declined).',
  'order.processed': 'The payment completed: the order is Processed.',
  'order.complete':
    'The NFT was delivered: the order is Complete, with `data.order.withdrawal.txHash`. Fulfil on this event (or on `order.processed` when you deliver the NFT yourself).',
  'order.declined':
    'The payment was declined (`data.order.error.reasonCode`: `CARD_DECLINED`, `INSUFFICIENT_FUNDS`, `BANK_DECLINED`, `AUTHENTICATION_FAILED`); the buyer may pay again while attempts are left.',
  'order.cancelled':
    'The order was cancelled (`reasonCode`: `NETF`, `PRCC`, `RISD`, `NA`); a paid order is refunded next.',
  'order.expired': 'The buyer did not pay in time: the order is Expired.',
  'order.refunded':
    'The payment of a cancelled order went back to the buyer: the order is Refunded.',
  'verification.required':
    'The buyer must verify an identity document before paying (`data.verification.reason`).',
  'verification.submitted': 'A capture of the document went to the verifier.',
  'verification.verified': 'The document was verified: the buyer can pay.',
  'verification.failed':
    'The capture failed (`data.verification.failure`); the buyer may try again while `attemptsLeft` > 0.',
  'action.required':
    "The card's issuer asks the buyer to authenticate (3-D Secure): the payment waits (`data.action`).",
  'action.resolved': 'The buyer answered the challenge (`data.action.outcome`).',
};

export const WEBHOOK_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES;
