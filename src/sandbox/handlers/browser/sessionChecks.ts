// The session's buyer checks, listed once: each check's slice says what the widget asks of this
// buyer (the compiler refuses a missing check and one the session does not have).
import type { BuyerChecks } from '../../../api/checkoutChecks.js';
import { identitySession } from '../../../slices/document/service/identitySession.js';
import { phoneSession } from '../../../slices/phone/service/phoneSession.js';
import { taxIdSession } from '../../../slices/taxId/service/taxIdSession.js';
import { merchantChecks } from '../../confirm/merchantChecks.js';
import type { SessionCheck } from '../../confirm/parts.js';
import type { Services } from '../../http/context.js';
import type { OrderRecord } from '../../store/records.js';

const SESSION_CHECKS: { [K in keyof BuyerChecks]: SessionCheck<K> } = {
  phone: phoneSession,
  taxId: taxIdSession,
  identity: identitySession,
};

const PARTS = Object.entries(SESSION_CHECKS) as [string, SessionCheck<keyof BuyerChecks>][];

/** The session's `checks`: what the widget asks of this buyer, and what it may skip. */
export function sessionChecks(services: Services, order: OrderRecord, origin: string): BuyerChecks {
  const input = {
    services,
    order,
    origin,
    on: merchantChecks(services.merchants.get(order.merchantId)),
  };
  // Each entry is its own check's part, so the object has every check of BuyerChecks.
  const checks: Record<string, unknown> = {};
  for (const [check, part] of PARTS) checks[check] = part(input);
  return checks as BuyerChecks;
}
