import type { WebhookEvent } from '../../api/webhooks.js';

/** What every example webhook event shares: its type, id and time. */
export type WebhookExampleBase = Pick<WebhookEvent, 'type' | 'id' | 'createdAt'>;

/**
 * A slice's example of the webhook events of its step (the identity check's, the card
 * authentication's): the event of that type, or undefined for a type that is not its own.
 */
export type StepWebhookExample = (base: WebhookExampleBase) => WebhookEvent | undefined;
