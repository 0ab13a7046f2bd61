import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import { isNftCheckoutError } from '../../src/api/errors.js';
import { toFieldIssues } from '../../src/api/issues.js';
import { createServiceClient, type MerchantCredentials } from '../../src/api/serviceClient.js';
import { CATALOG, catalogItem } from '../catalog.js';
import { findScenario, SCENARIOS } from '../scenarios.js';
import { buildTokenRequest } from './tokenRequest.js';

/**
 * The demo merchant's server side: the only place that holds the merchant credentials. The page
 * asks it for a client token, to deliver an NFT, and to read an order; none of its answers
 * carries the credentials.
 */

export interface MerchantOptions {
  /** The sandbox base URL, ending in /v1. */
  serviceUrl: string;
  credentials: MerchantCredentials;
  /** Absolute origin of the demo server (NFT image URLs point here). */
  origin: string;
}

export interface JsonReply {
  status: number;
  body: unknown;
}

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

/** 32 random bytes as a hex transaction hash, as a chain would report it. */
function fakeTransactionHash(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

export function createMerchant(options: MerchantOptions) {
  const service = createServiceClient({
    baseUrl: options.serviceUrl,
    credentials: options.credentials,
    retry: { retries: 1 },
  });

  return {
    /** POST /api/checkout-sessions {scenario, item, expiresIn?} */
    async createSession(body: unknown): Promise<JsonReply> {
      const parsed = z.safeParse(sessionRequestSchema, body);
      if (!parsed.success) {
        const issues = toFieldIssues(parsed.error.issues);
        return problem(400, 'VALIDATION', 'The checkout-session request is invalid.', issues);
      }
      const scenario = findScenario(parsed.data.scenario)!;
      const item = catalogItem(parsed.data.item)!;
      const referenceId = randomUUID();
      try {
        const request = buildTokenRequest({
          item,
          scenario,
          origin: options.origin,
          expiresIn: parsed.data.expiresIn,
          phone: parsed.data.phone,
          customerId: parsed.data.customer,
          referenceId,
        });
        const token = await service.createClientToken(request);
        // The token response has no order id; the merchant finds its order by reference.
        const [order] = await service.listOrders({ reference: referenceId });
        return {
          status: 201,
          body: {
            clientToken: token.clientToken,
            expiresAt: token.expiresAt,
            baseUrl: options.serviceUrl,
            referenceId,
            orderId: order?.id ?? null,
            merchantDelivers: scenario.tweak.merchantDelivers === true,
          },
        };
      } catch (error) {
        return fromServiceError(error);
      }
    },

    /** POST /api/orders/:id/deliver: the merchant reports the NFT delivered on chain. */
    async deliver(orderId: string): Promise<JsonReply> {
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
      try {
        return { status: 200, body: await service.getOrder(orderId) };
      } catch (error) {
        return fromServiceError(error);
      }
    },
  };
}

export type Merchant = ReturnType<typeof createMerchant>;
