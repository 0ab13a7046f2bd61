import type { BuyerChecks, BuyerPart } from '../../api/checkoutChecks.js';
import type { PaymentMethodType } from '../../api/clientTokens.js';
import type { FieldIssue } from '../../api/errors.js';
import type { Payment } from '../../api/payments.js';
import type { Services } from '../http/context.js';
import type { PlannedPayment } from '../lifecycle/planner.js';
import type { OrderRecord, PaymentRecord } from '../store/records.js';

/** What the confirm-time risk check learns from the buyer checks. */
export interface CheckedBuyer {
  /** Unknown (undefined) when the merchant does not verify phones. */
  isPhoneVerified?: boolean | undefined;
  /** The SSN behind the confirm's tax id token: memory only, for the risk check. */
  taxId?: string | undefined;
}

/** The merchant's checks: each is on unless the merchant turned it off. */
export interface MerchantChecks {
  phone: boolean;
  taxId: boolean;
  identity: boolean;
}

/** One buyer check at confirm (and at the identity assessment): its refusals, or what it learnt. */
export type BuyerCheck = (input: {
  services: Services;
  order: OrderRecord;
  request: BuyerPart;
  now: number;
  on: MerchantChecks;
}) => { issues: FieldIssue[]; checked: CheckedBuyer };

/** A confirm's payment instrument, found and checked: what the order keeps and plans with. */
export interface ResolvedPayment {
  record: PaymentRecord;
  planned: PlannedPayment;
  /** The payment method type the quote and the enabled check use. */
  type: PaymentMethodType;
}

/** Finds the instrument of one payment type and checks it belongs to the order. */
export type PaymentResolver<T extends Payment['type']> = (
  services: Services,
  order: OrderRecord,
  payment: Extract<Payment, { type: T }>,
) => ResolvedPayment;

/** What a buyer check tells the widget in the session: asked of this buyer, or skipped. */
export type SessionCheck<K extends keyof BuyerChecks> = (input: {
  services: Services;
  order: OrderRecord;
  on: MerchantChecks;
  /** The service's public origin, for the check's frame URL. */
  origin: string;
}) => BuyerChecks[K];
