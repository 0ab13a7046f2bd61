import { describe, expectTypeOf, it } from 'vitest';
import type { BankAccount } from '../slices/ach/api/bankAccounts.js';
import type { IdentityTokenResponse, VerificationResult } from '../slices/document/api/identity.js';
import type { CheckoutSession, OrderState } from './checkout.js';
import type { CheckoutClient } from './checkoutClient.js';
import type { Quote } from './checkoutPayment.js';
import type { ClientTokenResponse } from './clientTokens.js';
import type { RiskResponse } from './customers.js';
import type { Order } from './orders.js';
import type { ServiceClient } from './serviceClient.js';

type Result<K extends keyof ServiceClient> = ServiceClient[K] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

describe('ServiceClient method return types', () => {
  it('each method resolves to its response type', () => {
    expectTypeOf<Result<'createClientToken'>>().toEqualTypeOf<ClientTokenResponse>();
    expectTypeOf<Result<'listOrders'>>().toEqualTypeOf<Order[]>();
    expectTypeOf<Result<'getOrder'>>().toEqualTypeOf<Order>();
    expectTypeOf<Result<'postOrderEvent'>>().toEqualTypeOf<{ success: true }>();
    expectTypeOf<Result<'createIdentityDocumentToken'>>().toEqualTypeOf<IdentityTokenResponse>();
    expectTypeOf<Result<'evaluateCustomer'>>().toEqualTypeOf<RiskResponse>();
    expectTypeOf<Result<'listCustomers'>>().toEqualTypeOf<RiskResponse[]>();
    expectTypeOf<Result<'getVerification'>>().toEqualTypeOf<VerificationResult>();
    expectTypeOf<Result<'getBankAccount'>>().toEqualTypeOf<BankAccount>();
    expectTypeOf<Result<'addBankAccount'>>().toEqualTypeOf<BankAccount>();
    expectTypeOf<Result<'deleteBankAccount'>>().toEqualTypeOf<{
      success: boolean | 'true' | 'false';
    }>();
    expectTypeOf<ServiceClient['checkout']>().toEqualTypeOf<CheckoutClient>();
  });

  it('refuses wrong arguments', () => {
    const client = {} as ServiceClient;
    // @ts-expect-error the order id is a string
    void client.getOrder(123);
    // @ts-expect-error the body is required
    void client.createClientToken();
    // @ts-expect-error requestId is a string
    void client.getOrder('o', { requestId: 5 });
    // @ts-expect-error orders are filtered by known query fields only
    void client.listOrders({ status: 'Draft' });
    // @ts-expect-error an unknown aggregator
    void client.addBankAccount({ processor_token: 't', bank_aggregator: 'mx' });
  });
});

describe('CheckoutClient method return types', () => {
  it('each method resolves to its response type', () => {
    type R<K extends keyof CheckoutClient> = Awaited<ReturnType<CheckoutClient[K]>>;
    expectTypeOf<R<'getSession'>>().toEqualTypeOf<CheckoutSession>();
    expectTypeOf<R<'getOrderState'>>().toEqualTypeOf<OrderState>();
    expectTypeOf<R<'quote'>>().toEqualTypeOf<Quote>();
    expectTypeOf<R<'confirm'>>().toEqualTypeOf<OrderState>();
  });

  it('confirm needs an idempotency key', () => {
    const client = {} as CheckoutClient;
    const body = {} as Parameters<CheckoutClient['confirm']>[0];
    // @ts-expect-error the idempotency key is required
    void client.confirm(body);
  });
});
