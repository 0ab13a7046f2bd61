import type { BuyerPart } from '../../api/checkoutChecks.js';
import type { FieldIssue } from '../../api/errors.js';
import type { Services } from '../http/context.js';
import type { OrderRecord } from '../store/records.js';
import { merchantChecks } from './merchantChecks.js';
import type { CheckedBuyer } from './parts.js';
import { BUYER_CHECKS } from './registry.js';

export type ConfirmChecks =
  | { ok: true; checked: CheckedBuyer }
  | { ok: false; issues: FieldIssue[] };

/**
 * The buyer checks at confirm (and at the identity assessment), before anything is paid: every
 * refusal of every check, or together what they learnt for the risk check.
 */
export function confirmChecks(
  services: Services,
  order: OrderRecord,
  request: BuyerPart,
  now: number,
): ConfirmChecks {
  const on = merchantChecks(services.merchants.get(order.merchantId));
  const results = BUYER_CHECKS.map((check) => check({ services, order, request, now, on }));
  const issues = results.flatMap((result) => result.issues);
  if (issues.length) return { ok: false, issues };
  return { ok: true, checked: Object.assign({}, ...results.map((result) => result.checked)) };
}
