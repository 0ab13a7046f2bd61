import { apiPath } from '../../../api/endpoints/apiPath.js';
import type { CallOptions, MerchantCallContext } from '../../../api/merchantCall.js';
import { validateInput } from '../../../api/validateInput.js';
import { deleteResultSchema } from '../../ach/api/bankAccounts.js';
import {
  addPaymentDomainRoute,
  listPaymentDomainsRoute,
  removePaymentDomainRoute,
} from './endpoints/paymentDomains.js';
import {
  paymentDomainListSchema,
  paymentDomainNameSchema,
  paymentDomainRequestSchema,
  paymentDomainSchema,
} from './paymentDomains.js';

/** The merchant's wallet domains: register, list and remove the domains Apple Pay may run on. */
export function paymentDomainCalls({ merchant }: MerchantCallContext) {
  return {
    /** POST /payment-domains */
    addPaymentDomain: (domain: string, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...addPaymentDomainRoute,
        body: validateInput(paymentDomainRequestSchema, { domain }, 'payment domain'),
        response: paymentDomainSchema,
      })),
    /** GET /payment-domains */
    listPaymentDomains: (o: CallOptions = {}) =>
      merchant(o, () => ({ ...listPaymentDomainsRoute, response: paymentDomainListSchema })),
    /** DELETE /payment-domains/{domain} */
    removePaymentDomain: (domain: string, o: CallOptions = {}) =>
      merchant(o, () => ({
        method: removePaymentDomainRoute.method,
        path: apiPath(removePaymentDomainRoute, {
          domain: validateInput(paymentDomainNameSchema, domain, 'domain'),
        }),
        response: deleteResultSchema,
      })),
  };
}
