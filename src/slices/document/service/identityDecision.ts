import type { Buyer } from '../../../api/checkoutBuyer.js';
import { merchantChecks } from '../../../sandbox/confirm/merchantChecks.js';
import type { CheckedBuyer } from '../../../sandbox/confirm/parts.js';
import type { Services } from '../../../sandbox/http/context.js';
import { refuseBeforePayment } from '../../../sandbox/lifecycle/refuse.js';
import { buyerRisk } from '../../../sandbox/risk/index.js';
import type { OrderRecord } from '../../../sandbox/store/records.js';
import { scopedKey } from '../../../sandbox/store/store.js';
import { asksForDocument } from './documentRisk.js';
import { identityNotRequired, identityRemembered, identityRequired } from './identity/check.js';

/**
 * The order after assessing `buyer` with the confirm's risk check (the same facts, no document):
 * the merchant's check off or a low level asks for nothing; very_high cancels the unpaid order
 * with RISD now; medium or high asks for a document, unless one is verified in this order or
 * for this customer within 90 days.
 */
export function assessIdentity(
  services: Services,
  order: OrderRecord,
  buyer: Buyer,
  checked: CheckedBuyer,
  now: number,
): OrderRecord {
  if (!merchantChecks(services.merchants.get(order.merchantId)).identity) {
    return { ...order, identity: identityNotRequired(order.identity) };
  }
  const device = services.store.devices.get(scopedKey(order.merchantId, order.sessionKey))?.device;
  const { level } = buyerRisk({
    buyer,
    device,
    now: new Date(now),
    facts: checked,
    sessionKey: order.sessionKey,
    customerId: order.userId,
  });
  if (level === 'very_high') return refuseBeforePayment(order, now);
  const assessed = { ...order, identityBuyer: buyer };
  if (!asksForDocument(level))
    return { ...assessed, identity: identityNotRequired(order.identity) };
  const verifiedHere = order.identity?.status === 'verified' && order.identity.required;
  const remembered = verifiedHere
    ? undefined
    : services.buyerChecks.documents.recall(order.merchantId, order.userId, now);
  if (remembered) return { ...assessed, identity: identityRemembered(order.identity, remembered) };
  const reason = level === 'medium' ? 'risk_medium' : 'risk_high';
  const at = new Date(now).toISOString();
  return { ...assessed, identity: identityRequired(order.identity, reason, at) };
}
