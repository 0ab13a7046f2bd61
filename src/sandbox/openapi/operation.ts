// An endpoint as the document describes it (Operation): its declaration in src/api/endpoints
// and its documentation by id (docs/), with the document's tags and security.
import type { Auth, Endpoint, Tag } from '../../api/endpoints/endpoint.js';
import type { EndpointId } from '../../api/endpoints/index.js';
import type { ErrorCode } from '../../api/errors.js';
import type { EndpointDoc } from './docTypes.js';

export const TAGS = {
  merchant: 'Merchant API',
  webhooks: 'Webhook deliveries',
  checkout: 'Checkout (widget)',
  buyerChecks: 'Buyer checks',
  identity: 'Identity documents (document frame)',
  pages: 'Pages and frames',
  reference: 'Reference',
} as const satisfies Record<Tag, string>;

export const TAG_DESCRIPTIONS: Record<Tag, string> = {
  merchant:
    "The interface's endpoints, called by the merchant's server with its credentials (never from a browser).",
  webhooks: "What the service delivered to the merchant's webhook endpoints, and resending it.",
  checkout:
    "The widget's endpoints, called from the buyer's browser with the client token (CORS open).",
  buyerChecks: 'The checks of the buyer before payment: phone, tax id, identity assessment.',
  identity: "The document frame's captures of an identity document (same origin only).",
  pages:
    'HTML pages and scripts of the service: the frames, the card challenge, the hosted checkout.',
  reference: 'This document.',
};

/** A refusal as the document lists it: its status, code, when, and an example message. */
export interface ErrorSpec {
  status: number;
  code: ErrorCode;
  when: string;
  message: string;
  /** The name of its example (a common refusal's, shared by every operation); else the code. */
  name?: string;
  /** Every operation may answer it (a malformed X-Request-Id, a failure of the sandbox). */
  common?: boolean;
  /** Answered as an HTML page (the challenge page's refusals), not as the JSON error body. */
  page?: boolean;
}

/** One endpoint for the document: its declaration and its documentation. */
export interface Operation {
  readonly operationId: EndpointId;
  /** Lower case, as OpenAPI keys an operation. */
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** From the service origin: `/v1/orders/{orderId}`, `/checkout`. */
  readonly path: string;
  readonly endpoint: Endpoint;
  readonly doc: EndpointDoc;
}

export const SECURITY_SCHEMES = {
  MerchantBasic: {
    type: 'http',
    scheme: 'basic',
    description:
      "The merchant's credentials: `Authorization: Basic base64(clientId:clientSecret)`. For your server only: a merchant endpoint refuses any request that carries an `Origin` header (403), since a browser must never hold the secret. The sandbox's default merchant is `sandbox-merchant` / `sandbox-secret`.",
  },
  ClientToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'UUID',
    description:
      'The `clientToken` of `POST /auth/client-tokens`: `Authorization: Bearer <clientToken>`. It opens exactly one order, which it names: no widget endpoint takes an order id. Reads stay allowed after the token expires; writes are 410 `EXPIRED` from then on.',
  },
  // What the service sends, not what it accepts: the webhooks' proof that they came from it.
  WebhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'webhook-signature',
    description:
      "How the service signs every webhook it POSTs (Standard Webhooks): `webhook-signature` is `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the endpoint's `whsec_` secret (several, space-separated, while a secret is rotated). Check it with `verifyWebhook(rawBody, headers, secret)` from `nft-checkout/api` before trusting the body, and refuse a `webhook-timestamp` more than 5 minutes from your clock.",
  },
} as const;

export const SECURITY: Record<Auth, Record<string, string[]>[] | undefined> = {
  merchant: [{ MerchantBasic: [] }],
  exchange: [{ MerchantBasic: [] }],
  read: [{ ClientToken: [] }],
  write: [{ ClientToken: [] }],
  none: [],
};
