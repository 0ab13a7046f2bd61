// The widget protocol under /v1/checkout (docs/protocol.md): a client token, from the buyer's browser.
import { idempotencyKeySchema, lastEventIdSchema } from '../../../api/httpShapes.js';
import { TEST_CARD_NUMBERS as CARD } from '../../domain/testCards.js';
import * as ex from '../examples.js';
import type { ErrorSpec, OperationSpec } from '../operation.js';

export const notPayable: ErrorSpec = {
  status: 409,
  code: 'CONFLICT',
  when: 'The order cannot be paid now (it is not Draft, nor Declined with attempts left).',
  message: `Order ${ex.IDS.order} cannot be paid: it is Processing.`,
};

const PROTOCOL = 'docs/protocol.md';

export const CHECKOUT_OPERATIONS: OperationSpec[] = [
  {
    method: 'get',
    path: '/v1/checkout/session',
    operationId: 'getCheckoutSession',
    tag: 'checkout',
    summary: 'Read the checkout: order, NFT, payment methods, buyer checks',
    description: [
      "Everything the widget shows first: the order state, the NFT, the payment methods, the card frame page, the expiry and the service's clock, and the buyer checks the merchant asks for.",
      '',
      "- `paymentMethods` is the client-token request's `paymentMethodTypeConfig`; without one, all five types with `us_debit` as the default.",
      "- `now` is the service's clock: the countdown to `expiresAt` runs on it, never on the buyer's clock. `maxExpiresAt` is the latest extensions can reach (3600 s after creation).",
      '- Reads stay allowed after the token expires, so a reloaded widget shows how the order ended.',
    ].join('\n'),
    auth: 'read',
    cors: true,
    ok: [
      {
        status: 200,
        description: 'The session.',
        json: 'CheckoutSession',
        example: ex.session,
      },
    ],
    errors: [],
    curl: {},
  },
  {
    method: 'get',
    path: '/v1/checkout/order',
    operationId: 'getCheckoutOrder',
    tag: 'checkout',
    summary: 'Read the order and its history (polling)',
    description: [
      'The order with its whole transition history: what the event stream sends, for polling when the stream fails.',
      '',
      '- `transitions` are numbered from 1; `reasonCode` is set on Declined, Cancelled and Refunded, `txHash` on Complete, `action: "challenge"` on a Processing transition that waited for the buyer\'s authentication.',
      '- `attemptsLeft`: payment attempts left (3 on a new order, one less per confirm, 0 once it cannot be paid).',
      '- `identity` once the buyer was assessed; `nextAction` while Processing waits for the buyer to authenticate.',
    ].join('\n'),
    auth: 'read',
    cors: true,
    ok: [
      {
        status: 200,
        description: 'The order state.',
        json: 'OrderState',
        example: ex.completeState,
      },
    ],
    errors: [],
    curl: {},
  },
  {
    method: 'get',
    path: '/v1/checkout/order/events',
    operationId: 'streamCheckoutOrder',
    tag: 'checkout',
    summary: 'Follow the order (server-sent events)',
    description: [
      'The order as a `text/event-stream`. First `event: stream` with `{ "heartbeatMs": n }` (n: milliseconds, an integer), then `event: order` messages whose data is an `OrderState` and whose `id` is the sequence of the last transition in it; a `: heartbeat` comment every `heartbeatMs`.',
      '',
      '- `Last-Event-ID: <n>` (a reconnect) skips the state at connect unless it has newer transitions or an identity check to show.',
      '- The stream ends once the order can no longer change (Complete, Expired, Refunded, Declined with no attempt left, Cancelled before payment).',
      '- Read it with `fetch` and a stream reader (`EventSource` cannot send `Authorization`).',
    ].join('\n'),
    auth: 'read',
    cors: true,
    headers: [
      {
        name: 'Last-Event-ID',
        schema: lastEventIdSchema,
        description: 'On a reconnect: the `id` of the last `order` message received.',
        example: '2',
      },
    ],
    ok: [
      {
        status: 200,
        description:
          'The stream: `event: stream` (`{ "heartbeatMs": n }`), then `event: order` messages (`OrderState`).',
        eventStream: 'order',
      },
    ],
    errors: [],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/order/extend',
    operationId: 'extendCheckoutOrder',
    tag: 'checkout',
    summary: 'Give the buyer more time to pay',
    description: [
      "Moves the expiry of an unpaid order on by 10 minutes, never past `maxExpiresAt` (WCAG 2.2.1). The client token's expiry follows.",
      '',
      '- The body names the expiry the widget shows; only that expiry is extended. When the order already expires later (a retry, another tab), nothing changes and the answer is the current state: no request adds time twice.',
      '- Allowed while the order can be paid (Draft, or Declined with attempts left).',
    ].join('\n'),
    auth: 'write',
    cors: true,
    body: { json: 'ExpiryExtensionRequest', example: { expiresAt: ex.AT.expires } },
    ok: [
      {
        status: 200,
        description: "The order with its new expiry, the limit and the service's clock.",
        json: 'ExpiryExtension',
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
    ],
    errors: [
      {
        status: 409,
        code: 'CONFLICT',
        when: 'The order cannot be paid any more, already expires at `maxExpiresAt`, or expires earlier than the `expiresAt` sent.',
        message: `Order ${ex.IDS.order} already expires 3600 seconds after it was created, the longest an order may stay open.`,
      },
    ],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/quote',
    operationId: 'quoteCheckout',
    tag: 'checkout',
    summary: "Price the order for the buyer's address and payment method",
    description: [
      'Price, tax, fees and total for an address and a payment method. The order does not change.',
      '',
      '- `subtotal` is `nft.price × nft.quantity`. The tax rate is the `taxRates` entry of `US-CA` (country and region) before `US`; with neither, 0 and `taxRegion` null.',
      '- `clientProcessingFee`: 3.5 % + $0.30 for cards, 1 % (at most $5) for ACH; `networkFee`: $1.50. Each part is rounded to cents and `total` is their sum.',
      '- The payment method type must be one this checkout offers (400 naming `paymentMethodType`).',
    ].join('\n'),
    auth: 'write',
    cors: true,
    body: {
      json: 'QuoteRequest',
      example: { address: { countryCode: 'US', regionCode: 'CA' }, paymentMethodType: 'us_credit' },
    },
    ok: [{ status: 200, description: 'The price.', json: 'Quote', example: ex.quote }],
    errors: [],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/cards',
    operationId: 'tokenizeCard',
    tag: 'checkout',
    summary: 'Tokenize a card (the card frame only)',
    description: [
      "Turns a card into a card token for this order. Only the card frame, served from the service's own origin, calls it: no CORS headers, so a script on the merchant's page cannot post card numbers here.",
      '',
      '- The number is 12 to 19 digits and passes the Luhn check; the card is valid through the last day of its expiry month (UTC).',
      "- The service keeps the brand, the last 4 digits, the payment method type and the test card's outcome; never the number or the CVC, not even in an error.",
      `- Test cards: \`${CARD.usDebit}\` (US debit), \`${CARD.intlCredit}\` (non-US credit), and the authentication cards of ${PROTOCOL}.`,
    ].join('\n'),
    auth: 'write',
    body: {
      json: 'CardTokenRequest',
      example: { number: CARD.usDebit, expMonth: 12, expYear: 2034, cvc: '123' },
    },
    ok: [
      {
        status: 200,
        description: 'The card token, bound to this order.',
        json: 'CardToken',
        example: {
          cardToken: 'card_7d3f9b1e-4c2a-4e8d-b6f0-2a9c5e1d7b34',
          brand: 'visa',
          last4: '1157',
          paymentMethodType: 'us_debit',
        },
      },
    ],
    errors: [
      notPayable,
      {
        status: 429,
        code: 'RATE_LIMITED',
        when: 'This checkout has as many card tokens as one order may have.',
        message:
          'This checkout has 20 card tokens, the most one order may have: pay with one of them, or open a new checkout.',
      },
    ],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/bank-links',
    operationId: 'linkBankAccount',
    tag: 'checkout',
    summary: "Link a bank account through the aggregator's login",
    description:
      "Logs in at a bank aggregator and links the account for this order (sandbox: any aggregator, user `user_good`, password `pass_good`). The account is also one of the merchant's bank accounts, but only this order can pay with it. The checkout must offer `ach`.",
    auth: 'write',
    cors: true,
    body: {
      json: 'BankLinkRequest',
      example: { aggregator: 'plaid', username: 'user_good', password: 'pass_good' },
    },
    ok: [
      {
        status: 200,
        description: 'The linked account.',
        json: 'BankLink',
        example: {
          bankAccountId: ex.IDS.bankAccount,
          institutionName: 'First Platypus Bank',
          accountName: 'Plaid Checking',
          mask: '0000',
        },
      },
    ],
    errors: [
      {
        status: 402,
        code: 'PAYMENT_FAILED',
        when: 'The bank login failed.',
        message: 'Bank login failed: check the user name and password.',
      },
      notPayable,
      {
        status: 429,
        code: 'RATE_LIMITED',
        when: 'This checkout has linked as many bank accounts as one order may have.',
        message:
          'This checkout has linked 20 bank accounts, the most one order may have: pay with one of them, or open a new checkout.',
      },
    ],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/confirm',
    operationId: 'confirmCheckout',
    tag: 'checkout',
    summary: 'Pay the order',
    description: [
      'Pays the order with a card token or a linked bank account. The answer is the order state right after: Processing, with the final amounts (the address sets the tax, the method the fee). The sandbox then moves the order on by itself; a card whose issuer asks the buyer to authenticate answers a `nextAction` and waits for the buyer.',
      '',
      '- **Idempotency**: `Idempotency-Key` (a UUID) is required. The same key with the same body answers the first answer again and pays nothing twice; with another body it is 409. A new key while the order cannot be paid is 409.',
      '- Payable while Draft, or Declined with `attemptsLeft` > 0; each confirm uses one attempt.',
      "- The buyer is checked here too: 18 or older, a real birth date, no PO box; the phone verified when `checks.phone.required`; a tax id token of this order when `checks.taxId.countries` has the buyer's country; a verified identity document when the risk is medium or high. Each failure is a 400 naming the field.",
      "- The card token or bank account must be this order's (403 otherwise) and of a type the checkout offers.",
    ].join('\n'),
    auth: 'write',
    cors: true,
    headers: [
      {
        name: 'Idempotency-Key',
        schema: idempotencyKeySchema,
        required: true,
        description: 'A new UUID per payment attempt; the same one to retry the same attempt.',
        example: '6f1c3a9e-2b7d-4e5f-8a1c-9d3e7b5f2a64',
      },
    ],
    body: { json: 'ConfirmRequest', example: ex.confirmRequest },
    ok: [
      {
        status: 200,
        description: 'The order state right after the confirm (Processing).',
        json: 'OrderState',
        example: ex.processingState,
      },
    ],
    errors: [
      {
        status: 400,
        code: 'VALIDATION',
        when: '`Idempotency-Key` is missing or not a UUID, the buyer fails a rule or a buyer check, or the payment is unknown or not offered.',
        message:
          'Invalid payment confirmation: buyer.phone is not verified: send it a one-time code (POST /v1/checkout/phone/code) and confirm the code (POST /v1/checkout/phone/verify) first.',
      },
      {
        status: 403,
        code: 'FORBIDDEN',
        when: 'The card token or bank account belongs to another checkout.',
        message: 'This card token belongs to another checkout: tokenize the card again.',
      },
      {
        status: 409,
        code: 'CONFLICT',
        when: 'The `Idempotency-Key` was used for another body, or the order cannot be paid now.',
        message: 'This Idempotency-Key was used for a different confirmation: use a new key.',
      },
    ],
    curl: { headers: { 'Idempotency-Key': "$(node -p 'crypto.randomUUID()')" } },
  },
  {
    method: 'post',
    path: '/v1/checkout/device',
    operationId: 'postCheckoutDevice',
    tag: 'checkout',
    summary: 'Send device and behaviour data for the risk check',
    description:
      "Device attributes and behaviour biometrics (how fields were used, never what was typed) for the order's session key. The risk check at confirm reads them, and so does `POST /v1/customers` with the same session key. Sending again replaces the earlier data.",
    auth: 'write',
    cors: true,
    body: {
      json: 'DeviceDataRequest',
      example: {
        attributes: { Browser: ['Firefox 140'] },
        behaviorBiometrics: { numDistractionEvents: 1, totalTimeSpentInMs: 48210 },
      },
    },
    ok: [{ status: 200, description: 'Kept.', json: 'Success', example: { success: true } }],
    errors: [],
    curl: {},
  },
];
