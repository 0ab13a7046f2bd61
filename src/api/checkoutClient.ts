import type { DeviceDataRequest, ExpiryExtensionRequest } from './checkout.js';
import type { ConfirmRequest, QuoteRequest } from './checkoutPayment.js';
import { sliceCalls } from './clientCalls.js';
import {
  extendCheckoutOrderRoute,
  getCheckoutOrderRoute,
  streamCheckoutOrderRoute,
} from './endpoints/checkoutOrder.js';
import { confirmCheckoutRoute } from './endpoints/confirm.js';
import { postCheckoutDeviceRoute } from './endpoints/device.js';
import { quoteCheckoutRoute } from './endpoints/quote.js';
import { buildUrl, send } from './http.js';
import {
  type CallOptions,
  type CheckoutClientOptions,
  clientContext,
  sessionMethods,
} from './sessionClient.js';

export type { CheckoutClientOptions, CheckoutSchemas } from './sessionClient.js';
export { createSessionClient } from './sessionClient.js';

/**
 * The widget's client: the clientToken-authenticated endpoints of docs/protocol.md. Kept apart
 * from the merchant client; its schemas are imported on demand (checkoutSchemas.ts).
 */
export function createCheckoutClient(options: CheckoutClientOptions) {
  const context = clientContext(options);
  const { http, load, answer } = context;
  return {
    ...sessionMethods(context),
    ...sliceCalls(context),
    getOrderState: async (o: CallOptions = {}) =>
      send(http, {
        ...getCheckoutOrderRoute,
        response: answer('orderStateSchema'),
        ...o,
      }),
    /** One read of the order, never retried: the caller (the order feed's polling) paces its own. */
    pollOrderState: async (o: CallOptions = {}) =>
      send(
        { ...http, retry: { ...options.retry, retries: 0 } },
        {
          ...getCheckoutOrderRoute,
          response: answer('orderStateSchema'),
          ...o,
        },
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
      const url = buildUrl(options.baseUrl, streamCheckoutOrderRoute.path);
      return doFetch(url, { method: streamCheckoutOrderRoute.method, headers, signal: o.signal });
    },
    quote: async (body: QuoteRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...quoteCheckoutRoute,
        body: s.validateInput(s.quoteRequestSchema, body, 'quote request'),
        response: s.quoteSchema,
        idempotent: true, // a quote changes nothing on the service
        ...o,
      });
    },
    /** Pays the order. The same idempotency key always yields the same single payment. */
    confirm: async (body: ConfirmRequest, idempotencyKey: string, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...confirmCheckoutRoute,
        body: s.validateInput(s.confirmRequestSchema, body, 'payment confirmation'),
        headers: {
          'idempotency-key': s.validateInput(s.uuid(), idempotencyKey, 'idempotency key'),
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
        ...extendCheckoutOrderRoute,
        body: s.validateInput(s.expiryExtensionRequestSchema, body, 'expiry extension'),
        response: s.expiryExtensionSchema,
        idempotent: true, // keyed by the expiry it extends
        ...o,
      });
    },
    sendDeviceData: async (body: DeviceDataRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...postCheckoutDeviceRoute,
        body: s.validateInput(s.deviceDataRequestSchema, body, 'device data'),
        response: s.successSchema,
        idempotent: true, // replaces the session's device data
        ...o,
      });
    },
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
