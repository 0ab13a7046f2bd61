import { randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import { isNftCheckoutError } from '../../src/api/errors.js';
import { toFieldIssues } from '../../src/api/issues.js';
import { createServiceClient, type MerchantCredentials } from '../../src/api/serviceClient.js';
import { CATALOG, catalogItem, deliveredByShop } from '../catalog.js';
import { findScenario, SCENARIOS } from '../scenarios.js';
import { hostedCheckoutUrl, RETURN_PAGES } from './hostedCheckout.js';
import type { JsonReply } from './jsonReply.js';
import { createOrderBook, type OrderBook } from './orderBook.js';
import { createSales } from './sales.js';
import { createShopDelivery, fakeTransactionHash } from './shopDelivery.js';
import { buildTokenRequest } from './tokenRequest.js';

/**
 * The demo merchant's server side: the only place that holds the merchant credentials. The page
 * asks it for a client token (for the embedded checkout or the hosted page), to deliver an NFT,
 * to read an order and what the service's webhooks said about it; none of its answers carries
 * the credentials. What it sold, and what the verified webhooks said, it keeps itself.
 */

export interface MerchantOptions {
  /** The sandbox base URL, ending in /v1. */
  serviceUrl: string;
  credentials: MerchantCredentials;
  /** Absolute origin of the demo server (NFT image URLs and the hosted page's way back). */
  origin: string;
  /** What the verified webhooks said, per order (the webhook receiver writes it). */
  book?: OrderBook | undefined;
}

/** Order ids as the service makes them, bounded: anything else is refused before a request. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

const sessionRequestSchema = z.object({
  scenario: z.enum(SCENARIOS.map((s) => s.id) as [string, ...string[]]),
  item: z.enum(CATALOG.map((i) => i.id) as [string, ...string[]]),
  expiresIn: z.optional(z.int().check(z.minimum(1), z.maximum(3600))),
  /** Another sandbox test phone (+1 99…) to prefill instead of the demo buyer's. */
  phone: z.optional(
    z.string().check(z.regex(/^\+1 ?99\d(?:[ -]?\d){7}$/, 'must be a sandbox test phone, +1 99…')),
  ),
  /** Another customer id than the shop's one (tests: a buyer the service has never verified). */
  customer: z.optional(z.uuid()),
});

const hostedRequestSchema = z.extend(sessionRequestSchema, {
  /** The shop page to come back to: one of the shop's own pages, never a URL from the page. */
  page: z.enum(RETURN_PAGES),
});
type SessionRequest = z.infer<typeof sessionRequestSchema>;

function problem(status: number, code: string, message: string, issues?: unknown): JsonReply {
  return { status, body: { code, message, ...(issues ? { issues } : {}) } };
}

/** A service failure as the page sees it: the service's code and message, never a secret. */
const PASS_THROUGH: Partial<Record<string, number>> = {
  VALIDATION: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

function fromServiceError(error: unknown): JsonReply {
  if (!isNftCheckoutError(error)) {
    return problem(502, 'SERVER', 'The demo server could not reach the sandbox service.');
  }
  // Input and state problems pass through; anything else is the demo's upstream failing.
  const status = PASS_THROUGH[error.code] ?? 502;
  return problem(status, error.code, error.message, error.issues.length ? error.issues : undefined);
}

function badOrderId(): JsonReply {
  return problem(
    400,
    'VALIDATION',
    'The order id is not valid: use the id the shop got (letters, digits, - and _, at most 100).',
  );
}

export function createMerchant(options: MerchantOptions) {
  const service = createServiceClient({
    baseUrl: options.serviceUrl,
    credentials: options.credentials,
    retry: { retries: 1 },
  });
  const book = options.book ?? createOrderBook();
  const sales = createSales();
  const shopDelivery = createShopDelivery({ service, sales, book });

  /** A client token for one purchase, and the sale recorded under its order id. */
  async function open(request: SessionRequest) {
    const scenario = findScenario(request.scenario)!;
    const item = catalogItem(request.item)!;
    const referenceId = randomUUID();
    const token = await service.createClientToken(
      buildTokenRequest({
        item,
        scenario,
        origin: options.origin,
        expiresIn: request.expiresIn,
        phone: request.phone,
        customerId: request.customer,
        referenceId,
      }),
    );
    // The answer names its order; a service that answers only the token is asked by reference.
    const orderId =
      token.orderId ?? (await service.listOrders({ reference: referenceId }))[0]?.id ?? null;
    const shopDelivers = deliveredByShop(item);
    if (orderId) sales.add({ orderId, referenceId, item: item.id, shopDelivers });
    return {
      token,
      referenceId,
      orderId,
      // The operator's Deliver NFT button: a smart-contract item sold without its contract.
      merchantDelivers: scenario.tweak.merchantDelivers === true && !shopDelivers,
      shopDelivers,
    };
  }

  function invalid(error: z.core.$ZodError, what: string): JsonReply {
    return problem(400, 'VALIDATION', `The ${what} is invalid.`, toFieldIssues(error.issues));
  }

  return {
    /** The webhook receiver's hook: the shop delivers what no smart contract delivers. */
    onProcessed: shopDelivery.onProcessed,

    /** POST /api/checkout-sessions {scenario, item, expiresIn?} */
    async createSession(body: unknown): Promise<JsonReply> {
      const parsed = z.safeParse(sessionRequestSchema, body);
      if (!parsed.success) return invalid(parsed.error, 'checkout-session request');
      try {
        const opened = await open(parsed.data);
        return {
          status: 201,
          body: {
            clientToken: opened.token.clientToken,
            expiresAt: opened.token.expiresAt,
            baseUrl: options.serviceUrl,
            referenceId: opened.referenceId,
            orderId: opened.orderId,
            merchantDelivers: opened.merchantDelivers,
            shopDelivers: opened.shopDelivers,
          },
        };
      } catch (error) {
        return fromServiceError(error);
      }
    },

    /**
     * POST /api/hosted-checkouts {scenario, item, page, …}: a client token, answered as the
     * service's hosted page URL; the buyer comes back to the shop page named by `page`.
     */
    async createHostedCheckout(body: unknown): Promise<JsonReply> {
      const parsed = z.safeParse(hostedRequestSchema, body);
      if (!parsed.success) return invalid(parsed.error, 'hosted-checkout request');
      try {
        const opened = await open(parsed.data);
        const url = hostedCheckoutUrl({
          serviceUrl: options.serviceUrl,
          clientToken: opened.token.clientToken,
          shopOrigin: options.origin,
          page: parsed.data.page,
          item: parsed.data.item,
          scenario: parsed.data.scenario,
        });
        return {
          status: 201,
          body: {
            url,
            referenceId: opened.referenceId,
            orderId: opened.orderId,
            shopDelivers: opened.shopDelivers,
          },
        };
      } catch (error) {
        return fromServiceError(error);
      }
    },

    /** POST /api/orders/:id/deliver: the merchant reports the NFT delivered on chain. */
    async deliver(orderId: string): Promise<JsonReply> {
      if (!ORDER_ID_PATTERN.test(orderId)) return badOrderId();
      const transactionHash = fakeTransactionHash();
      try {
        const order = await service.getOrder(orderId);
        await service.postOrderEvent({
          type: 'Delivered',
          orderId: order.id,
          ...(order.referenceId ? { referenceId: order.referenceId } : {}),
          transactionHash,
        });
        return { status: 200, body: { success: true, orderId: order.id, transactionHash } };
      } catch (error) {
        return fromServiceError(error);
      }
    },

    /** GET /api/orders/:id: the order exactly as GET /orders/{id} returns it. */
    async getOrder(orderId: string): Promise<JsonReply> {
      if (!ORDER_ID_PATTERN.test(orderId)) return badOrderId();
      try {
        return { status: 200, body: await service.getOrder(orderId) };
      } catch (error) {
        return fromServiceError(error);
      }
    },

    /**
     * GET /api/orders/:id/webhooks: what the verified webhooks said about the order (an order
     * none has reached yet is waiting), and whether the shop delivers it itself.
     */
    webhooks(orderId: string): JsonReply {
      if (!ORDER_ID_PATTERN.test(orderId)) return badOrderId();
      const known = book.get(orderId);
      const shopDelivers = sales.get(orderId)?.shopDelivers ?? false;
      const body = known
        ? { ...known, shopDelivers }
        : {
            orderId,
            referenceId: null,
            status: null,
            sequence: 0,
            state: 'waiting',
            deliveries: [],
            held: 0,
            shopDelivers,
          };
      return { status: 200, body };
    },
  };
}

export type Merchant = ReturnType<typeof createMerchant>;
