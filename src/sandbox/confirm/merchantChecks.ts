import type { Merchant } from '../store/records.js';
import type { MerchantChecks } from './parts.js';

/** The merchant's checks: each is on unless the merchant turned it off. */
export function merchantChecks(merchant: Merchant | undefined): MerchantChecks {
  return {
    phone: merchant?.buyerChecks?.phone ?? true,
    taxId: merchant?.buyerChecks?.taxId ?? true,
    identity: merchant?.buyerChecks?.identity ?? true,
  };
}
