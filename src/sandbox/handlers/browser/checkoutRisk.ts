import { randomUUID } from 'node:crypto';
import type { RiskResponse } from '../../../api/customers.js';
import { NftCheckoutError } from '../../../api/errors.js';
import type { Services } from '../../http/context.js';
import type { OrderRecord } from '../../store/records.js';

/**
 * Keeps the confirm-time risk response where GET /v1/customers lists it, under the order's
 * customer id (`userId`: the externalUserId, or the id generated for the order). It is a record
 * of a payment already made, so a merchant whose risk evaluations are at their bound, none of
 * them a checkout's that could make way, goes without it rather than the buyer without paying.
 */
export function keepCheckoutRisk(services: Services, order: OrderRecord, risk: RiskResponse): void {
  try {
    services.store.riskResponses.put(randomUUID(), {
      merchantId: order.merchantId,
      customerId: order.userId,
      response: risk,
      createdAt: services.clock.now(),
      source: 'checkout',
    });
  } catch (error) {
    if (!(error instanceof NftCheckoutError && error.code === 'RATE_LIMITED')) throw error;
  }
}
