// Every endpoint of the service and the schema (in src/api) of each of its bodies.
import * as bank from '../../src/api/bankAccounts.js';
import * as checkout from '../../src/api/checkout.js';
import * as tokens from '../../src/api/clientTokens.js';
import * as customers from '../../src/api/customers.js';
import * as identity from '../../src/api/identity.js';
import * as identityCheck from '../../src/api/identityCheck.js';
import * as orders from '../../src/api/orders.js';
import { errorBodySchema } from '../../src/api/serviceErrors.js';
import type { ZodSchema as Schema } from './jsonSchema.js';

/** A body and where its schema lives, e.g. `clientTokenRequestSchema` in `clientTokens.ts`. */
export interface Body {
  schema: Schema;
  name: string;
  file: string;
  note?: string;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  auth: 'merchant' | 'client token' | 'none';
  query?: Body;
  request?: Body | Body[];
  answer?: Body;
}

const body = (file: string, module: Record<string, unknown>, name: string, note?: string): Body => {
  const schema = module[name];
  if (schema === undefined) throw new Error(`src/api/${file} exports no ${name}`);
  return { schema: schema as Schema, name, file, ...(note ? { note } : {}) };
};
const b = (name: string, note?: string) => body('bankAccounts.ts', bank, name, note);
const c = (name: string, note?: string) => body('checkout.ts', checkout, name, note);
const t = (name: string, note?: string) => body('clientTokens.ts', tokens, name, note);
const r = (name: string, note?: string) => body('customers.ts', customers, name, note);
const i = (name: string, note?: string) => body('identity.ts', identity, name, note);
const d = (name: string, note?: string) => body('identityCheck.ts', identityCheck, name, note);
const o = (name: string, note?: string) => body('orders.ts', orders, name, note);

export const ERROR_BODY: Body = {
  schema: errorBodySchema,
  name: 'errorBodySchema',
  file: 'serviceErrors.ts',
};

export const MERCHANT_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/v1/auth/client-tokens',
    summary: 'Exchanges merchant credentials for a client token and opens a Draft order.',
    auth: 'merchant',
    request: t('clientTokenRequestSchema'),
    answer: t('clientTokenResponseSchema'),
  },
  {
    method: 'GET',
    path: '/v1/orders',
    summary: "The merchant's orders, oldest first, filtered by the query.",
    auth: 'merchant',
    query: o('orderListQuerySchema'),
    answer: o('orderListSchema', 'a list of orders'),
  },
  {
    method: 'GET',
    path: '/v1/orders/{orderId}',
    summary: "One of the merchant's orders.",
    auth: 'merchant',
    answer: o('orderSchema'),
  },
  {
    method: 'POST',
    path: '/v1/orders/events',
    summary: 'Reports an order event: `Delivered` completes an order the merchant delivers.',
    auth: 'merchant',
    request: o('orderEventSchema'),
    answer: o('successSchema'),
  },
  {
    method: 'POST',
    path: '/v1/customers',
    summary: "Evaluates a customer's risk. Shape A has a string `flow`, shape B an object.",
    auth: 'merchant',
    request: [r('riskRequestASchema', 'shape A'), r('riskRequestBSchema', 'shape B')],
    answer: r('riskResponseSchema'),
  },
  {
    method: 'GET',
    path: '/v1/customers',
    summary: "The merchant's risk evaluations, oldest first.",
    auth: 'merchant',
    query: r('customerListQuerySchema'),
    answer: r('riskResponseListSchema', 'a list of risk evaluations'),
  },
  {
    method: 'POST',
    path: '/v1/devices',
    summary: 'Device data for a session key, read by a later risk evaluation (docs/protocol.md).',
    auth: 'merchant',
    request: r('deviceSessionRequestSchema'),
    answer: o('successSchema'),
  },
  {
    method: 'POST',
    path: '/v1/identity-documents/tokens',
    summary: 'Opens an identity-document capture session.',
    auth: 'merchant',
    request: i('identityTokenRequestSchema'),
    answer: i('identityTokenResponseSchema'),
  },
  {
    method: 'GET',
    path: '/v1/identityDocuments/verifications/{verificationId}',
    summary: 'The result of an identity-document session.',
    auth: 'merchant',
    query: i('verificationQuerySchema'),
    answer: i('verificationResultSchema'),
  },
  {
    method: 'POST',
    path: '/v1/payment-method/ach',
    summary: 'Adds a bank account, by processor token or by aggregator data.',
    auth: 'merchant',
    request: b('bankAccountRequestSchema'),
    answer: b('bankAccountSchema'),
  },
  {
    method: 'GET',
    path: '/v1/payment-method/ach',
    summary: "One of the merchant's bank accounts.",
    auth: 'merchant',
    query: b('bankAccountQuerySchema'),
    answer: b('bankAccountSchema'),
  },
  {
    method: 'DELETE',
    path: '/v1/payment-method/ach',
    summary: "Deletes one of the merchant's bank accounts.",
    auth: 'merchant',
    query: b('bankAccountQuerySchema'),
    answer: b('deleteResultSchema'),
  },
];

export const WIDGET_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/v1/checkout/session',
    summary: 'Everything the widget shows first: the order, the NFT, the payment methods.',
    auth: 'client token',
    answer: c('checkoutSessionSchema'),
  },
  {
    method: 'GET',
    path: '/v1/checkout/order',
    summary: 'The order with its whole history (what polling reads).',
    auth: 'client token',
    answer: c('orderStateSchema'),
  },
  {
    method: 'GET',
    path: '/v1/checkout/order/events',
    summary:
      'Server-sent events: first `event: stream` (the heartbeat interval), then `event: order` with the order state at each change.',
    auth: 'client token',
    answer: c('orderStateSchema', 'the data of each `order` event'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/order/extend',
    summary: "Gives the buyer more time to pay, within the order's limit.",
    auth: 'client token',
    request: c('expiryExtensionRequestSchema'),
    answer: c('expiryExtensionSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/quote',
    summary: "Prices the order for the buyer's address and payment method.",
    auth: 'client token',
    request: c('quoteRequestSchema'),
    answer: c('quoteSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/cards',
    summary: 'Tokenizes a card (only the card frame calls it).',
    auth: 'client token',
    request: c('cardTokenRequestSchema'),
    answer: c('cardTokenSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/phone/code',
    summary:
      "Sends a one-time code to the buyer's phone, or says it is verified, cooling down or locked.",
    auth: 'client token',
    request: c('phoneCodeRequestSchema'),
    answer: c('phoneCodeAnswerSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/phone/verify',
    summary:
      'Checks the code the buyer typed: verified, wrong (tries left), expired, spent or locked.',
    auth: 'client token',
    request: c('phoneVerifyRequestSchema'),
    answer: c('phoneVerifyAnswerSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/tax-ids',
    summary:
      "Keeps the buyer's SSN for this order and answers a token (only the tax-id frame calls it).",
    auth: 'client token',
    request: c('taxIdRequestSchema'),
    answer: c('taxIdTokenSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/identity/assess',
    summary:
      'Decides whether the buyer must verify an identity document before paying: answers the order state with `identity` (or Cancelled with RISD for a very high risk).',
    auth: 'client token',
    request: c('identityAssessRequestSchema'),
    answer: c('orderStateSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/identity/captures',
    summary:
      'Opens a capture of the chosen identity document (only the document frame calls it; answered with 201).',
    auth: 'client token',
    request: d('captureRequestSchema'),
    answer: d('captureSchema'),
  },
  {
    method: 'PUT',
    path: '/v1/checkout/identity/captures/{verificationId}/images/{side}',
    summary:
      'One photo of the capture (`front`, `back` or `selfie`): the raw file as the body, `Content-Type: image/…` or `application/octet-stream`, at most 10 MiB, optional `X-File-Name` (only the document frame calls it).',
    auth: 'client token',
    answer: d('captureImageSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/identity/captures/{verificationId}/submit',
    summary:
      'Sends the capture to the verifier (body `{}`; only the document frame calls it): `{ verificationId, status: "submitted" }`; the verdict comes in the order feed.',
    auth: 'client token',
  },
  {
    method: 'POST',
    path: '/v1/checkout/bank-links',
    summary: "Links a bank account through the sandbox aggregator's login.",
    auth: 'client token',
    request: c('bankLinkRequestSchema'),
    answer: c('bankLinkSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/confirm',
    summary: 'Pays the order (header `Idempotency-Key`: a UUID).',
    auth: 'client token',
    request: c('confirmRequestSchema'),
    answer: c('orderStateSchema'),
  },
  {
    method: 'POST',
    path: '/v1/checkout/device',
    summary: "Device and behaviour data for the order's risk check.",
    auth: 'client token',
    request: c('deviceDataRequestSchema'),
    answer: o('successSchema'),
  },
  {
    method: 'GET',
    path: '/v1/checkout/card-frame',
    summary: 'The card frame page (HTML), with `?origin=<the host page origin>`.',
    auth: 'none',
  },
  {
    method: 'GET',
    path: '/v1/checkout/card-frame.js',
    summary: "The card and tax-id frames' script.",
    auth: 'none',
  },
  {
    method: 'GET',
    path: '/v1/checkout/tax-id-frame',
    summary: 'The tax-id (SSN) frame page (HTML), with `?origin=<the host page origin>`.',
    auth: 'none',
  },
  {
    method: 'GET',
    path: '/v1/checkout/document-frame',
    summary: 'The identity-document frame page (HTML), with `?origin=<the host page origin>`.',
    auth: 'none',
  },
  {
    method: 'GET',
    path: '/v1/checkout/challenge/{challengeId}',
    summary:
      "The card issuer's challenge page (HTML) of `nextAction.url`, with `?origin=<the host page origin>`.",
    auth: 'none',
  },
  {
    method: 'POST',
    path: '/v1/checkout/challenge/{challengeId}',
    summary:
      "The challenge page's form (form-encoded, same origin only): ends the challenge once, answered with an HTML page.",
    auth: 'none',
  },
];
