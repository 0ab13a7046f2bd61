import { describe, expectTypeOf, it } from 'vitest';
import type * as Api from './index.js';
import {
  isPayable,
  type MachineState,
  type OrderStatus,
  reduceTransitions,
  type Transition,
} from './index.js';

describe('the API entry (nft-checkout/api)', () => {
  // The curated list (docs/decisions.md): a value added or dropped here is a reviewed change.
  it('exports the clients, the top-level schemas, the lifecycle and the closed sets by name', () => {
    expectTypeOf<keyof typeof Api>().toEqualTypeOf<
      | 'createServiceClient'
      | 'createCheckoutClient'
      | 'ERROR_CODES'
      | 'NftCheckoutError'
      | 'isNftCheckoutError'
      | 'summarizeIssues'
      | 'toFieldIssues'
      | 'clientTokenRequestSchema'
      | 'clientTokenResponseSchema'
      | 'DEFAULT_EXPIRES_IN'
      | 'MAX_EXPIRES_IN'
      | 'PAYMENT_METHOD_TYPES'
      | 'ORDER_STATUSES'
      | 'CANCEL_REASON_CODES'
      | 'DECLINE_REASON_CODES'
      | 'orderSchema'
      | 'orderListSchema'
      | 'orderListQuerySchema'
      | 'orderEventSchema'
      | 'ORDER_TRANSITIONS'
      | 'FINAL_STATUSES'
      | 'canTransition'
      | 'isFinalStatus'
      | 'isFinalState'
      | 'isPayable'
      | 'initialMachineState'
      | 'reduceTransitions'
      | 'IDENTITY_REASONS'
      | 'IDENTITY_PHASES'
      | 'IDENTITY_FAILURES'
      | 'identityTokenRequestSchema'
      | 'identityTokenResponseSchema'
      | 'verificationResultSchema'
      | 'VERIFICATION_STATUSES'
      | 'riskRequestSchema'
      | 'riskResponseSchema'
      | 'isRiskRequestA'
      | 'RISK_LEVELS'
      | 'bankAccountRequestSchema'
      | 'bankAccountSchema'
      | 'paymentDomainSchema'
      | 'paymentDomainListSchema'
      | 'verifyWebhook'
      | 'webhookEventSchema'
      | 'WEBHOOK_EVENT_TYPES'
      | 'ORDER_WEBHOOK_TYPES'
      | 'orderWebhookType'
      | 'WEBHOOK_HEADERS'
      | 'WEBHOOK_TOLERANCE_SECONDS'
      | 'deliverySchema'
      | 'deliveryListSchema'
      | 'deliveryListQuerySchema'
      | 'DELIVERY_STATUSES'
    >();
  });
});

describe('the lifecycle for headless use (nft-checkout/api)', () => {
  it('follows an order without the widget', () => {
    expectTypeOf(reduceTransitions).parameter(1).toEqualTypeOf<readonly Transition[]>();
    expectTypeOf(reduceTransitions).parameter(0).toEqualTypeOf<MachineState>();
    expectTypeOf(isPayable).parameter(0).toEqualTypeOf<{
      status: OrderStatus;
      attemptsLeft: number;
    }>();
  });
});
