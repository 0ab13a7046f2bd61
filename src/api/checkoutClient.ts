import { checkBaseUrl } from './baseUrl.js';
import type {
  BankLinkRequest,
  CardTokenRequest,
  ConfirmRequest,
  DeviceDataRequest,
  ExpiryExtensionRequest,
  QuoteRequest,
} from './checkout.js';
import { NftCheckoutError } from './errors.js';
import { buildUrl, type HttpOptions, schemaLoadError, send, validateInput } from './http.js';

/** The module of the client's schemas (src/api/checkoutSchemas.ts), or a loader of it. */
export type CheckoutSchemas = typeof import('./checkoutSchemas.js');

export interface CheckoutClientOptions extends Omit<HttpOptions, 'authorization' | 'secrets'> {
  clientToken: string;
  /**
   * Imports the schemas (default: a plain dynamic import). The widget passes its chunk loader,
   * which retries once and explains a page that cannot load chunks.
   */
  loadSchemas?: (() => Promise<CheckoutSchemas>) | undefined;
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
  const { loadSchemas = () => import('./checkoutSchemas.js'), ...httpOptions } = options;
  const http: HttpOptions = {
    ...httpOptions,
    authorization: () => `Bearer ${options.clientToken}`,
  };
  let schemas: Promise<CheckoutSchemas> | undefined;
  /** The schemas module, imported once; a failed import is tried again by the next call. */
  const load = (): Promise<CheckoutSchemas> => {
    schemas ??= loadSchemas().catch((error: unknown) => {
      schemas = undefined;
      throw schemaLoadError(error);
    });
    return schemas;
  };
  /** A response schema as a loader, so the import runs alongside the request. */
  const answer =
    <K extends keyof CheckoutSchemas>(key: K) =>
    () =>
      load().then((module) => module[key]);
  return {
    getSession: async (o: CallOptions = {}) =>
      send(http, {
        method: 'GET',
        path: '/checkout/session',
        response: answer('checkoutSessionSchema'),
        ...o,
      }),
    getOrderState: async (o: CallOptions = {}) =>
      send(http, {
        method: 'GET',
        path: '/checkout/order',
        response: answer('orderStateSchema'),
        ...o,
      }),
    /** One read of the order, never retried: the caller (the order feed's polling) paces its own. */
    pollOrderState: async (o: CallOptions = {}) =>
      send(
        { ...http, retry: { ...options.retry, retries: 0 } },
        { method: 'GET', path: '/checkout/order', response: answer('orderStateSchema'), ...o },
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
    quote: async (body: QuoteRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        method: 'POST',
        path: '/checkout/quote',
        body: validateInput(s.quoteRequestSchema, body, 'quote request'),
        response: s.quoteSchema,
        idempotent: true, // a quote changes nothing on the service
        ...o,
      });
    },
    tokenizeCard: async (body: CardTokenRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        method: 'POST',
        path: '/checkout/cards',
        body: validateInput(s.cardTokenRequestSchema, body, 'card'),
        response: s.cardTokenSchema,
        ...o,
      });
    },
    linkBankAccount: async (body: BankLinkRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        method: 'POST',
        path: '/checkout/bank-links',
        body: validateInput(s.bankLinkRequestSchema, body, 'bank login'),
        response: s.bankLinkSchema,
        ...o,
      });
    },
    /** Pays the order. The same idempotency key always yields the same single payment. */
    confirm: async (body: ConfirmRequest, idempotencyKey: string, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        method: 'POST',
        path: '/checkout/confirm',
        body: validateInput(s.confirmRequestSchema, body, 'payment confirmation'),
        headers: {
          'idempotency-key': validateInput(s.uuid(), idempotencyKey, 'idempotency key'),
        },
        response: s.orderStateSchema,
        idempotent: true,
        ...o,
      });
    },
    /** More time to pay; the same `expiresAt` again never extends twice. */
    extendExpiry: async (body: ExpiryExtensionRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        method: 'POST',
        path: '/checkout/order/extend',
        body: validateInput(s.expiryExtensionRequestSchema, body, 'expiry extension'),
        response: s.expiryExtensionSchema,
        idempotent: true, // keyed by the expiry it extends
        ...o,
      });
    },
    sendDeviceData: async (body: DeviceDataRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        method: 'POST',
        path: '/checkout/device',
        body: validateInput(s.deviceDataRequestSchema, body, 'device data'),
        response: s.successSchema,
        idempotent: true, // replaces the session's device data
        ...o,
      });
    },
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
