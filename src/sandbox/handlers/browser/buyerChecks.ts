import type { Buyer } from '../../../api/checkoutBuyer.js';
import type { BuyerChecks } from '../../../api/checkoutChecks.js';
import type { ConfirmRequest } from '../../../api/checkoutPayment.js';
import type { FieldIssue } from '../../../api/errors.js';
import type { Services } from '../../http/context.js';
import type { Merchant, OrderRecord } from '../../store/records.js';

/** Countries whose buyers give a tax id when the merchant's tax-id check is on. */
export const TAX_ID_COUNTRIES = ['US'] as const;

/** The merchant's checks: each is on unless the merchant turned it off. */
export function merchantChecks(merchant: Merchant | undefined): {
  phone: boolean;
  taxId: boolean;
  identity: boolean;
} {
  return {
    phone: merchant?.buyerChecks?.phone ?? true,
    taxId: merchant?.buyerChecks?.taxId ?? true,
    identity: merchant?.buyerChecks?.identity ?? true,
  };
}

const checksOf = (services: Services, order: OrderRecord) =>
  merchantChecks(services.merchants.get(order.merchantId));

/** The session's `checks`: what the widget asks of this buyer, and what it may skip. */
export function sessionChecks(services: Services, order: OrderRecord, origin: string): BuyerChecks {
  const on = checksOf(services, order);
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

/** What the confirm-time risk check learns from the buyer checks. */
export interface CheckedBuyer {
  /** Unknown (undefined) when the merchant does not verify phones. */
  isPhoneVerified?: boolean | undefined;
  /** The SSN behind the confirm's tax id token: memory only, for the risk check. */
  taxId?: string | undefined;
}

export type ConfirmChecks =
  | { ok: true; checked: CheckedBuyer }
  | { ok: false; issues: FieldIssue[] };

function needsTaxId(on: { taxId: boolean }, buyer: Buyer): boolean {
  return on.taxId && (TAX_ID_COUNTRIES as readonly string[]).includes(buyer.address.countryCode);
}

/**
 * The buyer checks at confirm (and at the identity assessment), before anything is paid: the
 * phone verified for this merchant, and a tax id token of this order for a buyer whose country
 * gives one. A token sent when none is needed must still be this order's.
 */
export function confirmChecks(
  services: Services,
  order: OrderRecord,
  request: Pick<ConfirmRequest, 'buyer' | 'taxIdToken'>,
  now: number,
): ConfirmChecks {
  const on = checksOf(services, order);
  const { phoneCodes, taxIds } = services.buyerChecks;
  const issues: FieldIssue[] = [];
  const verified = on.phone
    ? phoneCodes.isVerified(order.merchantId, request.buyer.phone, now)
    : undefined;
  if (verified === false) {
    issues.push({
      path: 'buyer.phone',
      message:
        'is not verified: send it a one-time code (POST /v1/checkout/phone/code) and confirm the code (POST /v1/checkout/phone/verify) first',
    });
  }
  const token = request.taxIdToken;
  const taxId =
    token === undefined ? undefined : taxIds.numberFor(order.merchantId, order.id, token, now);
  if (token !== undefined && taxId === undefined) {
    issues.push({
      path: 'taxIdToken',
      message:
        'is not a tax id of this checkout: have the buyer enter the SSN in the tax-id frame again',
    });
  } else if (token === undefined && needsTaxId(on, request.buyer)) {
    issues.push({
      path: 'taxIdToken',
      message: 'is required for a US address: have the buyer enter the SSN in the tax-id frame',
    });
  }
  if (issues.length) return { ok: false, issues };
  return { ok: true, checked: { isPhoneVerified: verified, taxId } };
}
