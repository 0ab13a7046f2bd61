import type { Buyer } from '../../../api/checkoutBuyer.js';
import type { Device, RiskLevel, RiskResponse } from '../../../api/customers.js';
import { merchantChecks } from '../../../sandbox/confirm/merchantChecks.js';
import type { CheckedBuyer } from '../../../sandbox/confirm/parts.js';
import type { Services } from '../../../sandbox/http/context.js';
import { badRequest } from '../../../sandbox/http/errors.js';
import { buyerRisk } from '../../../sandbox/risk/index.js';
import type { OrderRecord } from '../../../sandbox/store/records.js';

/** Levels that ask for document KYC (product notes); very_high declines instead. */
export function asksForDocument(level: RiskLevel): level is 'medium' | 'high' {
  return level === 'medium' || level === 'high';
}

/** The verified document this order's buyer has: this order's, or the customer's of 90 days. */
export function verifiedDocument(
  services: Services,
  order: OrderRecord,
  now: number,
): string | undefined {
  const { identity } = order;
  if (identity?.status === 'verified' && identity.verificationId) return identity.verificationId;
  return services.buyerChecks.documents.recall(order.merchantId, order.userId, now);
}

export interface DocumentRiskInput {
  buyer: Buyer;
  device?: Device | undefined;
  checked: CheckedBuyer;
  now: number;
}

/**
 * The risk confirm decides on. When the merchant checks documents and the buyer's details alone
 * are medium or high risk, a verified document is required (400 naming `identity` without one);
 * a verified document is a fact of the check, which lowers medium or high to low.
 */
export function confirmRisk(
  services: Services,
  order: OrderRecord,
  input: DocumentRiskInput,
): { risk: RiskResponse; documentVerificationId?: string | undefined } {
  const base = {
    buyer: input.buyer,
    device: input.device,
    now: new Date(input.now),
    sessionKey: order.sessionKey,
    customerId: order.userId,
  };
  const risk = buyerRisk({ ...base, facts: input.checked });
  if (!merchantChecks(services.merchants.get(order.merchantId)).identity) return { risk };
  const documentVerificationId = verifiedDocument(services, order, input.now);
  if (documentVerificationId === undefined) {
    if (!asksForDocument(risk.level)) return { risk };
    const message =
      "is not verified: this buyer's details ask for an identity document, so assess the buyer (POST /v1/checkout/identity/assess) and have them verify a document in the document frame first";
    throw badRequest(`Invalid payment confirmation: identity ${message}.`, [
      { path: 'identity', message },
    ]);
  }
  const facts = { ...input.checked, isDocumentVerified: true, documentVerificationId };
  return { risk: buyerRisk({ ...base, facts }), documentVerificationId };
}
