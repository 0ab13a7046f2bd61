import { checkBaseUrl } from './baseUrl.js';
import {
  type BankLinkRequest,
  bankLinkRequestSchema,
  bankLinkSchema,
  type CardTokenRequest,
  type ConfirmRequest,
  cardTokenRequestSchema,
  cardTokenSchema,
  checkoutSessionSchema,
  confirmRequestSchema,
  type DeviceDataRequest,
  deviceDataRequestSchema,
  type ExpiryExtensionRequest,
  expiryExtensionRequestSchema,
  expiryExtensionSchema,
  orderStateSchema,
  type QuoteRequest,
  quoteRequestSchema,
  quoteSchema,
} from './checkout.js';
import { NftCheckoutError } from './errors.js';
import { buildUrl, type HttpOptions, send, validateInput } from './http.js';
import { successSchema } from './orders.js';
import { uuid } from './primitives.js';

export interface CheckoutClientOptions extends Omit<HttpOptions, 'authorization' | 'secrets'> {
  clientToken: string;
}

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/**
 * The widget's client: the clientToken-authenticated endpoints of docs/protocol.md. Kept apart
 * from the merchant client so the script bundle carries only the schemas it needs.
 */
export function createCheckoutClient(options: CheckoutClientOptions) {
  if (!options.clientToken) {
    throw new NftCheckoutError('CONFIGURATION', 'clientToken is required for checkout calls.');
  }
  checkBaseUrl(options.baseUrl);
  const http: HttpOptions = { ...options, authorization: () => `Bearer ${options.clientToken}` };
  return {
    getSession: async (o: CallOptions = {}) =>
      send(http, {
        method: 'GET',
        path: '/checkout/session',
        response: checkoutSessionSchema,
        ...o,
      }),
    getOrderState: async (o: CallOptions = {}) =>
      send(http, { method: 'GET', path: '/checkout/order', response: orderStateSchema, ...o }),
    /** One read of the order, never retried: the caller (the order feed's polling) paces its own. */
    pollOrderState: async (o: CallOptions = {}) =>
      send(
        { ...http, retry: { ...options.retry, retries: 0 } },
        { method: 'GET', path: '/checkout/order', response: orderStateSchema, ...o },
      ),
    /**
     * Opens GET /checkout/order/events (the answer is read as a stream by the caller). Sent with
     * fetch, not EventSource, so the Authorization header goes too; only headers the service's
     * CORS preflight allows (docs/protocol.md), no cache-control.
     */
    openOrderEvents: async (lastEventId: string | undefined, o: CallOptions = {}) => {
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${options.clientToken}`,
      };
      if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
      const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
      const url = buildUrl(options.baseUrl, '/checkout/order/events');
      return doFetch(url, { headers, signal: o.signal });
    },
    quote: async (body: QuoteRequest, o: CallOptions = {}) =>
      send(http, {
        method: 'POST',
        path: '/checkout/quote',
        body: validateInput(quoteRequestSchema, body, 'quote request'),
        response: quoteSchema,
        idempotent: true, // a quote changes nothing on the service
        ...o,
      }),
    tokenizeCard: async (body: CardTokenRequest, o: CallOptions = {}) =>
      send(http, {
        method: 'POST',
        path: '/checkout/cards',
        body: validateInput(cardTokenRequestSchema, body, 'card'),
        response: cardTokenSchema,
        ...o,
      }),
    linkBankAccount: async (body: BankLinkRequest, o: CallOptions = {}) =>
      send(http, {
        method: 'POST',
        path: '/checkout/bank-links',
        body: validateInput(bankLinkRequestSchema, body, 'bank login'),
        response: bankLinkSchema,
        ...o,
      }),
    /** Pays the order. The same idempotency key always yields the same single payment. */
    confirm: async (body: ConfirmRequest, idempotencyKey: string, o: CallOptions = {}) =>
      send(http, {
        method: 'POST',
        path: '/checkout/confirm',
        body: validateInput(confirmRequestSchema, body, 'payment confirmation'),
        headers: {
          'idempotency-key': validateInput(uuid(), idempotencyKey, 'idempotency key'),
        },
        response: orderStateSchema,
        idempotent: true,
        ...o,
      }),
    /** More time to pay; the same `expiresAt` again never extends twice. */
    extendExpiry: async (body: ExpiryExtensionRequest, o: CallOptions = {}) =>
      send(http, {
        method: 'POST',
        path: '/checkout/order/extend',
        body: validateInput(expiryExtensionRequestSchema, body, 'expiry extension'),
        response: expiryExtensionSchema,
        idempotent: true, // keyed by the expiry it extends
        ...o,
      }),
    sendDeviceData: async (body: DeviceDataRequest, o: CallOptions = {}) =>
      send(http, {
        method: 'POST',
        path: '/checkout/device',
        body: validateInput(deviceDataRequestSchema, body, 'device data'),
        response: successSchema,
        idempotent: true, // replaces the session's device data
        ...o,
      }),
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
