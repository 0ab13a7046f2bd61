import type { BuyerChecks } from '../../../api/checkoutChecks.js';
import { TAX_ID_COUNTRIES } from '../../../slices/taxId/service/taxIdCountries.js';
import { merchantChecks } from '../../confirm/merchantChecks.js';
import type { Services } from '../../http/context.js';
import type { OrderRecord } from '../../store/records.js';

/** The session's `checks`: what the widget asks of this buyer, and what it may skip. */
export function sessionChecks(services: Services, order: OrderRecord, origin: string): BuyerChecks {
  const on = merchantChecks(services.merchants.get(order.merchantId));
  const prefilled = order.identityPrefill?.phone;
  const now = services.clock.now();
  const known =
    on.phone &&
    prefilled !== undefined &&
    services.buyerChecks.phoneCodes.isVerified(order.merchantId, prefilled, now);
  return {
    phone: { required: on.phone, ...(known ? { verifiedPhone: prefilled } : {}) },
    taxId: {
      countries: on.taxId ? [...TAX_ID_COUNTRIES] : [],
      frameUrl: `${origin}/v1/checkout/tax-id-frame`,
    },
    identity: { enabled: on.identity, frameUrl: `${origin}/v1/checkout/document-frame` },
  };
}
