import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';
import { isoDate } from './primitives.js';

/**
 * Order statuses: the spec's seven plus `Processing` (payment confirmed, awaiting the result),
 * which the real service's webhooks carry and our lifecycle needs.
 */
export const ORDER_STATUSES = [
  'Draft',
  'Processing',
  'Expired',
  'Processed',
  'Declined',
  'Cancelled',
  'Complete',
  'Refunded',
] as const;
export const orderStatusSchema = /* @__PURE__ */ lazySchema(() => z.enum(ORDER_STATUSES));
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Statuses the frontend reports to the host page (spec section 3). */
export const REPORTABLE_STATUSES = [
  'Expired',
  'Processed',
  'Declined',
  'Cancelled',
  'Complete',
] as const;
export type ReportableStatus = (typeof REPORTABLE_STATUSES)[number];

/** Reason codes of a Cancelled (and then Refunded) order (spec 2.5). */
export const CANCEL_REASON_CODES = ['NETF', 'PRCC', 'RISD', 'NA'] as const;
/** Reason codes of a Declined order: payment-method reasons (our names; spec: not shown). */
export const DECLINE_REASON_CODES = [
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'BANK_DECLINED',
  // The card's issuer could not authenticate the buyer (3-D Secure failed, abandoned, unavailable).
  'AUTHENTICATION_FAILED',
] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];
export type DeclineReasonCode = (typeof DECLINE_REASON_CODES)[number];

const num = () => z.number();
const str = () => z.string();

export const orderSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    createdAt: z.string(),
    // The merchant's referenceId from the client-token request, or null when it gave none.
    referenceId: z.optional(z.nullable(z.string())),
    status: orderStatusSchema,
    expiresAt: z.optional(z.string()),
    userId: z.optional(z.string()),
    // Typed integer in the spec, fractional in its example: money is a number here.
    total: z.optional(num()),
    subtotal: z.optional(num()),
    processingFees: z.optional(
      z.object({
        tax: z.optional(num()),
        clientProcessingFee: z.optional(num()),
        networkFee: z.optional(num()),
      }),
    ),
    payment: z.optional(
      z.object({ currency: z.optional(str()), paymentMethodType: z.optional(str()) }),
    ),
    data: z.optional(
      z.object({
        transactionType: z.optional(str()),
        name: z.optional(str()),
        price: z.optional(str()),
        contractAddress: z.optional(str()),
        imageUrl: z.optional(str()),
      }),
    ),
    withdrawal: z.optional(
      z.object({ txHash: z.optional(str()), walletAddress: z.optional(str()) }),
    ),
    error: z.optional(z.object({ reasonCode: z.string() })),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/** GET /orders answers a list (spec 4: "order object"; rule 1: "the full set"). */
export const orderListSchema = /* @__PURE__ */ lazySchema(() => z.array(orderSchema));

export const orderListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      reference: z.optional(z.string()),
      startDate: z.optional(isoDate()),
      /** The machine-readable spelling of startDate; both are accepted. */
      startData: z.optional(isoDate()),
      endDate: z.optional(isoDate()),
      externalUserId: z.optional(z.string()),
    })
    .check(
      z.refine(
        (q) =>
          q.startDate === undefined || q.startData === undefined || q.startDate === q.startData,
        {
          error: 'startDate and startData are one parameter: give one, or the same date',
          path: ['startData'],
        },
      ),
    ),
);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const ORDER_EVENT_TYPES = ['Delivered'] as const;

export const orderEventSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      type: z.enum(ORDER_EVENT_TYPES, { error: 'must be "Delivered"' }),
      orderId: z.optional(z.string().check(z.minLength(1))),
      referenceId: z.optional(z.string().check(z.minLength(1))),
      transactionHash: z.optional(z.string().check(z.minLength(1))),
    })
    .check(
      z.refine((e) => e.orderId !== undefined || e.referenceId !== undefined, {
        error: 'orderId or referenceId is required',
        path: ['orderId'],
      }),
      z.refine((e) => e.type !== 'Delivered' || e.transactionHash !== undefined, {
        error: 'transactionHash is required for a Delivered event',
        path: ['transactionHash'],
      }),
    ),
);
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const successSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ success: z.literal(true) }),
);
