import { checkBaseUrl } from './baseUrl.js';
import { type CheckoutClient, createCheckoutClient } from './checkoutClient.js';
import {
  type ClientTokenRequest,
  clientTokenRequestSchema,
  clientTokenResponseSchema,
} from './clientTokens.js';
import {
  type CustomerListQuery,
  customerListQuerySchema,
  type RiskRequest,
  riskRequestSchema,
  riskResponseListSchema,
  riskResponseSchema,
} from './customers.js';
import { apiPath } from './endpoints/apiPath.js';
import { createClientTokenRoute } from './endpoints/clientTokens.js';
import { evaluateCustomerRoute, listCustomersRoute } from './endpoints/customers.js';
import { getOrderRoute, listOrdersRoute, postOrderEventRoute } from './endpoints/orders.js';
import { NftCheckoutError } from './errors.js';
import { type HttpOptions, type RequestSpec, send } from './http.js';
import type { CallOptions, MerchantCallContext } from './merchantCall.js';
import { sliceMerchantCalls } from './merchantCalls.js';
import { NEXT_CURSOR_HEADER, type OrderPageQuery, orderPageQuerySchema } from './orderPage.js';
import {
  type OrderEvent,
  type OrderListQuery,
  orderEventSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  successSchema,
} from './orders.js';
import { nonEmpty, requestId as requestIdSchema } from './primitives.js';
import { validateInput } from './validateInput.js';

export type { CallOptions } from './merchantCall.js';

export interface MerchantCredentials {
  clientId: string;
  clientSecret: string;
}

export interface ServiceClientOptions extends Omit<HttpOptions, 'authorization' | 'secrets'> {
  /** Merchant credentials, for server-side code only: they must never reach a browser. */
  credentials?: MerchantCredentials | undefined;
  /** A client token, for the checkout endpoints. */
  clientToken?: string | undefined;
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
  checkBaseUrl(rest.baseUrl);
  // Empty values would still make a (useless) header: treat them as missing.
  const basic =
    credentials?.clientId && credentials.clientSecret
      ? `Basic ${base64(`${credentials.clientId}:${credentials.clientSecret}`)}`
      : undefined;
  const http: HttpOptions = {
    ...rest,
    authorization: () => basic,
    secrets: () => (basic && credentials ? [credentials.clientSecret] : []),
  };

  /** Checks credentials and call options, then builds (and validates) the request, then sends. */
  async function merchant<T>(o: CallOptions, build: () => RequestSpec<T>): Promise<T> {
    if (!basic) {
      throw new NftCheckoutError(
        'CONFIGURATION',
        'Merchant endpoints need credentials: pass { credentials: { clientId, clientSecret } } to createServiceClient (server-side only).',
      );
    }
    if (o.requestId !== undefined) validateInput(requestIdSchema(), o.requestId, 'requestId');
    return send(http, { ...build(), signal: o.signal, requestId: o.requestId });
  }

  const id = (value: string, what: string) => validateInput(nonEmpty(), value, what);
  const context: MerchantCallContext = { merchant, id };

  let checkout: CheckoutClient | undefined;
  const client = {
    /** 1. POST /auth/client-tokens */
    createClientToken: (body: ClientTokenRequest, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...createClientTokenRoute,
        // Sent as given (tax percentages keep their string form), once it is known to be valid.
        body: validateInput(clientTokenRequestSchema, body, 'client token request') && body,
        response: clientTokenResponseSchema,
      })),
    /**
     * 2. GET /orders: the first page (or the page `cursor` names) of `limit` orders, oldest first.
     * startDate goes out under both spellings the spec uses (startData).
     */
    listOrders: (query: OrderListQuery & OrderPageQuery = {}, o: CallOptions = {}) =>
      client.listOrderPage(query, o).then((page) => page.orders),
    /** 2. GET /orders, one page and the cursor of the next (undefined on the last page). */
    listOrderPage: (query: OrderListQuery & OrderPageQuery = {}, o: CallOptions = {}) => {
      let nextCursor: string | undefined;
      return merchant(o, () => {
        const { limit, cursor, ...filters } = query;
        const page = validateInput(orderPageQuerySchema, { limit, cursor }, 'order list query');
        const valid = validateInput(orderListQuerySchema, filters, 'order list query');
        const start = valid.startDate ?? valid.startData;
        return {
          ...listOrdersRoute,
          query: {
            ...valid,
            startDate: start,
            startData: start,
            limit: page.limit?.toString(),
            cursor: page.cursor,
          },
          response: orderListSchema,
          onHeaders: (headers) => {
            nextCursor = headers.get(NEXT_CURSOR_HEADER) ?? undefined;
          },
        };
      }).then((orders) => ({ orders, nextCursor }));
    },
    /** 3. GET /orders/{order_id} */
    getOrder: (orderId: string, o: CallOptions = {}) =>
      merchant(o, () => ({
        method: getOrderRoute.method,
        path: apiPath(getOrderRoute, { orderId: id(orderId, 'order id') }),
        response: orderSchema,
      })),
    /** 4. POST /orders/events. Idempotent on the service, so it is safe to retry. */
    postOrderEvent: (event: OrderEvent, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...postOrderEventRoute,
        body: validateInput(orderEventSchema, event, 'order event'),
        response: successSchema,
        idempotent: true,
      })),
    /** 6. POST /customers */
    evaluateCustomer: (body: RiskRequest, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...evaluateCustomerRoute,
        body: validateInput(riskRequestSchema, body, 'customer risk request') && body,
        response: riskResponseSchema,
      })),
    /** 7. GET /customers */
    listCustomers: (query: CustomerListQuery = {}, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...listCustomersRoute,
        query: validateInput(customerListQuerySchema, query, 'customer list query'),
        response: riskResponseListSchema,
      })),
    // 5, 8 (identity documents) and 9 to 11 (bank accounts): the slices' own calls.
    ...sliceMerchantCalls(context),
  };
  /**
   * The checkout endpoints (docs/protocol.md); needs `clientToken`. Not enumerable, so spreading
   * or serialising the client does not build (or fail to build) a checkout client.
   */
  Object.defineProperty(client, 'checkout', {
    enumerable: false,
    get(): CheckoutClient {
      checkout ??= createCheckoutClient({ ...rest, clientToken: clientToken ?? '' });
      return checkout;
    },
  });
  return client as typeof client & { readonly checkout: CheckoutClient };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
