import type { SomeDocs } from '../docTypes.js';
import * as ex from '../examples.js';

export const CHECKOUT_SESSION_DOCS = {
  getCheckoutSession: {
    description: [
      "Everything the widget shows first: the order state, the NFT, the payment methods, the card frame page, the expiry and the service's clock, and the buyer checks the merchant asks for.",
      '',
      "- `paymentMethods` is the client-token request's `paymentMethodTypeConfig`; without one, the five payment method types and the two wallets (`apple_pay`, `google_pay`), with `us_debit` as the default.",
      "- `now` is the service's clock: the countdown to `expiresAt` runs on it, never on the buyer's clock. `maxExpiresAt` is the latest extensions can reach (3600 s after creation).",
      '- Reads stay allowed after the token expires, so a reloaded widget shows how the order ended.',
    ].join('\n'),
    response: { description: 'The session.', example: ex.session },
  },
  getCheckoutOrder: {
    description: [
      'The order with its whole transition history: what the event stream sends, for polling when the stream fails.',
      '',
      '- `transitions` are numbered from 1; `reasonCode` is set on Declined, Cancelled and Refunded, `txHash` on Complete, `action: "challenge"` on a Processing transition that waited for the buyer\'s authentication.',
      '- `attemptsLeft`: payment attempts left (3 on a new order, one less per confirm, 0 once it cannot be paid).',
      '- `identity` once the buyer was assessed; `nextAction` while Processing waits for the buyer to authenticate.',
    ].join('\n'),
    response: { description: 'The order state.', example: ex.completeState },
  },
  streamCheckoutOrder: {
    description: [
      'The order as a `text/event-stream`. First `event: stream` with `{ "heartbeatMs": n }` (n: milliseconds, an integer), then `event: order` messages whose data is an `OrderState` and whose `id` is the sequence of the last transition in it; a `: heartbeat` comment every `heartbeatMs`.',
      '',
      '- `Last-Event-ID: <n>` (a reconnect) skips the state at connect unless it has newer transitions or an identity check to show.',
      '- The stream ends once the order can no longer change (Complete, Expired, Refunded, Declined with no attempt left, Cancelled before payment).',
      '- Read it with `fetch` and a stream reader (`EventSource` cannot send `Authorization`).',
    ].join('\n'),
    headers: {
      'Last-Event-ID': {
        description: 'On a reconnect: the `id` of the last `order` message received.',
        example: '2',
      },
    },
    response: {
      description:
        'The stream: `event: stream` (`{ "heartbeatMs": n }`), then `event: order` messages (`OrderState`).',
    },
  },
  extendCheckoutOrder: {
    description: [
      "Moves the expiry of an unpaid order on by 10 minutes, never past `maxExpiresAt` (WCAG 2.2.1). The client token's expiry follows.",
      '',
      '- The body names the expiry the widget shows; only that expiry is extended. When the order already expires later (a retry, another tab), nothing changes and the answer is the current state: no request adds time twice.',
      '- Allowed while the order can be paid (Draft, or Declined with attempts left).',
    ].join('\n'),
    body: { example: { expiresAt: ex.AT.expires } },
    response: {
      description: "The order with its new expiry, the limit and the service's clock.",
      example: {
        state: {
          ...ex.draftState,
          order: { ...ex.draftState.order, expiresAt: '2026-11-22T10:40:00.000Z' },
        },
        expiresAt: '2026-11-22T10:40:00.000Z',
        maxExpiresAt: ex.AT.maxExpires,
        now: '2026-11-22T10:28:01.234Z',
      },
    },
    refusals: {
      '409 CONFLICT': {
        when: 'The order cannot be paid any more, already expires at `maxExpiresAt`, or expires earlier than the `expiresAt` sent.',
        message: `Order ${ex.IDS.order} already expires 3600 seconds after it was created, the longest an order may stay open.`,
      },
    },
  },
} satisfies SomeDocs;
