import { linkBankAccountRoute } from '../slices/ach/api/endpoints/bankLinks.js';
import { tokenizeCardRoute } from '../slices/card/api/endpoints/cards.js';
import type { IdentityAssessRequest } from '../slices/document/api/checkoutIdentity.js';
import { assessIdentityRoute } from '../slices/document/api/endpoints/identityAssessment.js';
import { sendPhoneCodeRoute, verifyPhoneCodeRoute } from '../slices/phone/api/endpoints/phone.js';
import type { DeviceDataRequest, ExpiryExtensionRequest } from './checkout.js';
import type { PhoneCodeRequest, PhoneVerifyRequest } from './checkoutChecks.js';
import type {
  BankLinkRequest,
  CardTokenRequest,
  ConfirmRequest,
  QuoteRequest,
} from './checkoutPayment.js';
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
    tokenizeCard: async (body: CardTokenRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...tokenizeCardRoute,
        body: s.validateInput(s.cardTokenRequestSchema, body, 'card'),
        response: s.cardTokenSchema,
        ...o,
      });
    },
    linkBankAccount: async (body: BankLinkRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...linkBankAccountRoute,
        body: s.validateInput(s.bankLinkRequestSchema, body, 'bank login'),
        response: s.bankLinkSchema,
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
    /** Sends a one-time code to the phone (or answers that it is verified, locked, or too soon). */
    requestPhoneCode: async (body: PhoneCodeRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...sendPhoneCodeRoute,
        body: s.validateInput(s.phoneCodeRequestSchema, body, 'phone'),
        response: s.phoneCodeAnswerSchema,
        ...o,
      });
    },
    /** Checks the code the buyer typed (a wrong code counts towards the lock: never retried). */
    verifyPhone: async (body: PhoneVerifyRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...verifyPhoneCodeRoute,
        body: s.validateInput(s.phoneVerifyRequestSchema, body, 'code'),
        response: s.phoneVerifyAnswerSchema,
        ...o,
      });
    },
    /**
     * Has the service assess the buyer before payment: the order state answered carries its
     * `identity` decision (a document to verify, or none), or the order Cancelled with RISD.
     */
    assessIdentity: async (body: IdentityAssessRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...assessIdentityRoute,
        body: s.validateInput(s.identityAssessRequestSchema, body, 'identity assessment'),
        response: s.orderStateSchema,
        idempotent: true, // the same buyer gets the same decision
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
