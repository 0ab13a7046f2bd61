import type { BankAccount } from '../../api/bankAccounts.js';
import type { Buyer, OrderState, Quote, Transition } from '../../api/checkout.js';
import type { IdentityPrefill, Nft, PaymentMethodType, TaxRates } from '../../api/clientTokens.js';
import type { Device, RiskResponse } from '../../api/customers.js';
import type { OrderStatus } from '../../api/orders.js';
import type { CardBrand } from '../domain/cards.js';
import type { CardOutcome } from '../lifecycle/planner.js';
import type { ScheduledStep } from '../lifecycle/settle.js';

/*
 * What the sandbox keeps. Plain, JSON-like objects (no classes, no functions) so any store can
 * copy or serialise them. Times are epoch milliseconds.
 */

export interface Merchant {
  clientId: string;
  clientSecret: string;
  name: string;
  /**
   * What the checkout asks of buyers before payment: `phone`, a phone verified by a one-time
   * code; `taxId`, the SSN of buyers with a US address. A check left out is on.
   */
  buyerChecks?: { phone?: boolean; taxId?: boolean } | undefined;
}

/** How an order was paid: what the card token or bank link resolved to, never a card number. */
export type PaymentRecord =
  | { type: 'card'; cardToken: string; brand: CardBrand; last4: string }
  | { type: 'ach'; bankAccountId: string };

/** A confirm that was carried out, kept so the same Idempotency-Key replays its answer. */
export interface ConfirmationRecord {
  key: string;
  /** The request body as JSON, to tell a replay from a different request under the same key. */
  fingerprint: string;
  response: OrderState;
}

export interface OrderRecord {
  id: string;
  merchantId: string;
  createdAt: number;
  expiresAt: number;
  /** The merchant's referenceId from the client-token request; null when it gave none. */
  referenceId: string | null;
  externalUserId?: string | undefined;
  userId: string;
  nft: Nft;
  taxRates?: TaxRates | undefined;
  identityPrefill?: IdentityPrefill | undefined;
  paymentMethods: { enabled: PaymentMethodType[]; default: PaymentMethodType };
  /** The session key device data and risk checks of this checkout use (the order id). */
  sessionKey: string;
  status: OrderStatus;
  transitions: Transition[];
  /** Automatic steps still to come, in time order. */
  pending: ScheduledStep[];
  attemptsMade: number;
  maxAttempts: number;
  /** Amounts of the order: the draft's estimate, then the confirmed payment's. */
  quote: Quote;
  paymentMethodType: PaymentMethodType;
  payment?: PaymentRecord | undefined;
  buyer?: Buyer | undefined;
  confirmations: ConfirmationRecord[];
}

export interface ClientTokenRecord {
  token: string;
  orderId: string;
  merchantId: string;
  expiresAt: number;
}

export interface CardRecord {
  cardToken: string;
  orderId: string;
  brand: CardBrand;
  last4: string;
  paymentMethodType: PaymentMethodType;
  outcome: CardOutcome;
  createdAt: number;
}

/** A bank account of a merchant; `orderId` when a checkout linked it through the aggregator. */
export interface BankAccountRecord {
  merchantId: string;
  account: BankAccount;
  orderId?: string | undefined;
  createdAt: number;
}

export interface RiskRecord {
  merchantId: string;
  customerId: string;
  response: RiskResponse;
  createdAt: number;
  /** `checkout`: the confirm-time check of a checkout (it may make way when the bound is hit). */
  source?: 'checkout' | undefined;
}

export interface IdentityEntry<R = unknown> {
  merchantId: string;
  verificationId: string;
  record: R;
  createdAt: number;
}

export interface DeviceEntry {
  merchantId: string;
  sessionKey: string;
  device: Device;
  createdAt: number;
}
