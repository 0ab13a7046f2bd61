import type { FieldIssue } from '../../../api/errors.js';
import type { BuyerCheck } from '../../../sandbox/confirm/parts.js';
import { TAX_ID_COUNTRIES } from './taxIdCountries.js';

/**
 * At confirm: a tax id token of this order for a buyer whose country gives one (when the
 * merchant checks tax ids); a token sent when none is needed must still be this order's.
 */
export const taxIdCheck: BuyerCheck = ({ services, order, request, now, on }) => {
  const token = request.taxIdToken;
  const taxId =
    token === undefined
      ? undefined
      : services.buyerChecks.taxIds.numberFor(order.merchantId, order.id, token, now);
  const needed =
    on.taxId && (TAX_ID_COUNTRIES as readonly string[]).includes(request.buyer.address.countryCode);
  const issues: FieldIssue[] = [];
  if (token !== undefined && taxId === undefined) {
    issues.push({
      path: 'taxIdToken',
      message:
        'is not a tax id of this checkout: have the buyer enter the SSN in the tax-id frame again',
    });
  } else if (token === undefined && needed) {
    issues.push({
      path: 'taxIdToken',
      message: 'is required for a US address: have the buyer enter the SSN in the tax-id frame',
    });
  }
  return { issues, checked: taxId === undefined ? {} : { taxId } };
};
