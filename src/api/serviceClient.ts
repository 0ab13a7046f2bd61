import {
  type BankAccountRequest,
  bankAccountRequestSchema,
  bankAccountSchema,
  deleteResultSchema,
} from './bankAccounts.js';
import { type CheckoutClient, createCheckoutClient } from './checkoutClient.js';
import {
  type ClientTokenRequest,
  clientTokenRequestSchema,
  clientTokenResponseSchema,
} from './clientTokens.js';
import {
  type RiskRequest,
  riskRequestSchema,
  riskResponseListSchema,
  riskResponseSchema,
} from './customers.js';
import { NftCheckoutError } from './errors.js';
import { type HttpOptions, type RequestSpec, send, validateInput } from './http.js';
import {
  type IdentityTokenRequest,
  identityTokenRequestSchema,
  identityTokenResponseSchema,
  type VerificationQuery,
  verificationQuerySchema,
  verificationResultSchema,
} from './identity.js';
import {
  type OrderEvent,
  type OrderListQuery,
  orderEventSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  successSchema,
} from './orders.js';
import { requestId as requestIdSchema } from './primitives.js';

export interface MerchantCredentials {
  clientId: string;
  clientSecret: string;
}

export interface ServiceClientOptions extends Omit<HttpOptions, 'authorization'> {
  /** Merchant credentials, for server-side code only: they must never reach a browser. */
  credentials?: MerchantCredentials | undefined;
  /** A client token, for the checkout endpoints. */
  clientToken?: string | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** X-Request-Id to send (alphanumeric and dash, at most 72); a UUID by default. */
  requestId?: string | undefined;
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * A typed client for every endpoint of the service interface (spec section 4), for merchants'
 * servers (Basic credentials), plus the checkout endpoints when given a clientToken.
 */
export function createServiceClient(options: ServiceClientOptions) {
  const { credentials, clientToken, ...rest } = options;
  if (typeof rest.baseUrl !== 'string' || !/^https?:\/\//.test(rest.baseUrl)) {
    throw new NftCheckoutError(
      'CONFIGURATION',
      'baseUrl must be an http(s) URL ending in /v1, e.g. http://127.0.0.1:4010/v1.',
    );
  }
  const basic =
    credentials && `Basic ${base64(`${credentials.clientId}:${credentials.clientSecret}`)}`;
  const http: HttpOptions = { ...rest, authorization: () => basic };

  function merchant<T>(spec: RequestSpec<T>, o: CallOptions): Promise<T> {
    if (!basic) {
      return Promise.reject(
        new NftCheckoutError(
          'CONFIGURATION',
          `${spec.method} ${spec.path} needs merchant credentials: pass { credentials: { clientId, clientSecret } } (server-side only).`,
        ),
      );
    }
    if (o.requestId !== undefined) validateInput(requestIdSchema(), o.requestId, 'requestId');
    return send(http, { ...spec, signal: o.signal, requestId: o.requestId });
  }

  let checkout: CheckoutClient | undefined;
  return {
    /** 1. POST /auth/client-tokens */
    createClientToken: (body: ClientTokenRequest, o: CallOptions = {}) =>
      merchant(
        {
          method: 'POST',
          path: '/auth/client-tokens',
          body: validateInput(clientTokenRequestSchema, body, 'client token request') && body,
          response: clientTokenResponseSchema,
        },
        o,
      ),
    /** 2. GET /orders */
    listOrders: (query: OrderListQuery = {}, o: CallOptions = {}) =>
      merchant(
        {
          method: 'GET',
          path: '/orders',
          query: validateInput(orderListQuerySchema, query, 'order list query'),
          response: orderListSchema,
        },
        o,
      ),
    /** 3. GET /orders/{order_id} */
    getOrder: (orderId: string, o: CallOptions = {}) =>
      merchant(
        { method: 'GET', path: `/orders/${encodeURIComponent(orderId)}`, response: orderSchema },
        o,
      ),
    /** 4. POST /orders/events. Idempotent on the service, so it is safe to retry. */
    postOrderEvent: (event: OrderEvent, o: CallOptions = {}) =>
      merchant(
        {
          method: 'POST',
          path: '/orders/events',
          body: validateInput(orderEventSchema, event, 'order event'),
          response: successSchema,
          idempotent: true,
        },
        o,
      ),
    /** 5. POST /identity-documents/tokens */
    createIdentityDocumentToken: (body: IdentityTokenRequest, o: CallOptions = {}) =>
      merchant(
        {
          method: 'POST',
          path: '/identity-documents/tokens',
          body: validateInput(identityTokenRequestSchema, body, 'identity-document token request'),
          response: identityTokenResponseSchema,
        },
        o,
      ),
    /** 6. POST /customers */
    evaluateCustomer: (body: RiskRequest, o: CallOptions = {}) =>
      merchant(
        {
          method: 'POST',
          path: '/customers',
          body: validateInput(riskRequestSchema, body, 'customer risk request') && body,
          response: riskResponseSchema,
        },
        o,
      ),
    /** 7. GET /customers */
    listCustomers: (query: { customer_id?: string } = {}, o: CallOptions = {}) =>
      merchant({ method: 'GET', path: '/customers', query, response: riskResponseListSchema }, o),
    /** 8. GET /identityDocuments/verifications/{id} */
    getVerification: (id: string, query: VerificationQuery = {}, o: CallOptions = {}) =>
      merchant(
        {
          method: 'GET',
          path: `/identityDocuments/verifications/${encodeURIComponent(id)}`,
          query: validateInput(verificationQuerySchema, query, 'verification query'),
          response: verificationResultSchema,
        },
        o,
      ),
    /** 9. GET /payment-method/ach */
    getBankAccount: (bankAccountId: string, o: CallOptions = {}) =>
      merchant(
        {
          method: 'GET',
          path: '/payment-method/ach',
          query: { bank_account_id: bankAccountId },
          response: bankAccountSchema,
        },
        o,
      ),
    /** 10. POST /payment-method/ach */
    addBankAccount: (body: BankAccountRequest, o: CallOptions = {}) =>
      merchant(
        {
          method: 'POST',
          path: '/payment-method/ach',
          body: validateInput(bankAccountRequestSchema, body, 'bank account request'),
          response: bankAccountSchema,
        },
        o,
      ),
    /** 11. DELETE /payment-method/ach */
    deleteBankAccount: (bankAccountId: string, o: CallOptions = {}) =>
      merchant(
        {
          method: 'DELETE',
          path: '/payment-method/ach',
          query: { bank_account_id: bankAccountId },
          response: deleteResultSchema,
        },
        o,
      ),
    /** The checkout endpoints (docs/protocol.md); needs `clientToken`. */
    get checkout(): CheckoutClient {
      checkout ??= createCheckoutClient({ ...rest, clientToken: clientToken ?? '' });
      return checkout;
    },
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
