import { describe, expectTypeOf, it } from 'vitest';
import {
  isRiskRequestA,
  type RiskRequest,
  type RiskRequestA,
  type RiskRequestB,
} from './customers.js';
import type {
  CancelReasonCode,
  DeclineReasonCode,
  Order,
  OrderEvent,
  OrderStatus,
  ReportableStatus,
} from './orders.js';

describe('Order and OrderStatus', () => {
  it('OrderStatus is the seven states of the spec plus Processing', () => {
    expectTypeOf<OrderStatus>().toEqualTypeOf<
      | 'Draft'
      | 'Processing'
      | 'Expired'
      | 'Processed'
      | 'Declined'
      | 'Cancelled'
      | 'Complete'
      | 'Refunded'
    >();
    expectTypeOf<ReportableStatus>().toExtend<OrderStatus>();
    // @ts-expect-error not a status
    const shipped: OrderStatus = 'Shipped';
    void shipped;
  });

  it('Order has typed members; money is a number', () => {
    expectTypeOf<Order['id']>().toEqualTypeOf<string>();
    expectTypeOf<Order['status']>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<Order['total']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NonNullable<Order['processingFees']>['networkFee']>().toEqualTypeOf<
      number | undefined
    >();
    expectTypeOf<NonNullable<Order['withdrawal']>['txHash']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<Order['error']>>().toEqualTypeOf<{ reasonCode: string }>();
  });

  it('reason codes are closed unions', () => {
    expectTypeOf<CancelReasonCode>().toEqualTypeOf<'NETF' | 'PRCC' | 'RISD' | 'NA'>();
    expectTypeOf<DeclineReasonCode>().toEqualTypeOf<
      'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'BANK_DECLINED' | 'AUTHENTICATION_FAILED'
    >();
  });

  it('an order event has type Delivered', () => {
    expectTypeOf<OrderEvent['type']>().toEqualTypeOf<'Delivered'>();
    // @ts-expect-error unknown event type
    const event: OrderEvent = { type: 'Shipped', orderId: 'o' };
    void event;
  });
});

describe('RiskRequest', () => {
  it('is the union of shape A and shape B', () => {
    expectTypeOf<RiskRequest>().toEqualTypeOf<RiskRequestA | RiskRequestB>();
    expectTypeOf<RiskRequestA['flow']>().toEqualTypeOf<string>();
    expectTypeOf<RiskRequestB['flow']>().toExtend<object>();
  });

  it('narrows with isRiskRequestA', () => {
    const narrow = (request: RiskRequest) => {
      if (isRiskRequestA(request)) {
        expectTypeOf(request).toEqualTypeOf<RiskRequestA>();
        expectTypeOf(request.customer.transaction.actionType).toExtend<string>();
      } else {
        expectTypeOf(request).toEqualTypeOf<RiskRequestB>();
        expectTypeOf(request.workflowName).toEqualTypeOf<string | undefined>();
      }
    };
    void narrow;
  });

  it('shape A requires the whole customer; shape B only its id', () => {
    const b: RiskRequest = { flow: {}, sessionKey: 's', customer: { id: 'u' } };
    // @ts-expect-error a string flow needs the shape-A customer
    const a: RiskRequest = { flow: 'checkout', sessionKey: 's', customer: { id: 'u' } };
    // @ts-expect-error accountType is an enum
    const account: RiskRequestA['customer']['transaction']['paymentMethod']['bank']['accountType'] =
      'credit';
    void b;
    void a;
    void account;
  });
});
