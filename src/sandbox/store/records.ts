import type { OrderState, Transition } from '../../api/checkout.js';
import type { Buyer } from '../../api/checkoutBuyer.js';
import type { Quote } from '../../api/checkoutPayment.js';
import type {
  EnabledMethodType,
  IdentityPrefill,
  Nft,
  PaymentMethodType,
  TaxRates,
} from '../../api/clientTokens.js';
import type { Device, RiskResponse } from '../../api/customers.js';
import type { OrderStatus } from '../../api/orders.js';
import type { ScheduledTransition } from '../lifecycle/settle.js';
import type { OrderRecordParts, PaymentRecord } from './sliceRecords.js';

export type {
  BankAccountRecord,
  CardRecord,
  ChallengeEntry,
  PaymentDomainRecord,
  PaymentRecord,
  PendingVerdict,
} from './sliceRecords.js';

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
   * code; `taxId`, the SSN of buyers with a US address; `identity`, an identity document when
   * the buyer's risk is medium or high. A check left out is on.
   */
  buyerChecks?: { phone?: boolean; taxId?: boolean; identity?: boolean } | undefined;
  /**
   * Where the service sends this merchant's signed webhooks: http(s) URLs, each with its
   * `whsec_…` signing secret (one is made at start when left out).
   */
  webhooks?: readonly WebhookEndpointConfig[] | undefined;
  /**
   * Origins the hosted checkout page may send buyers back to (`redirect_url`) and a popup may
   * report to: `https://shop.example` (http only for localhost and loopback addresses).
   */
  redirectOrigins?: readonly string[] | undefined;
}

/** A merchant's webhook endpoint as configured. */
export interface WebhookEndpointConfig {
  url: string;
  /** `whsec_` + base64 of at least 24 random bytes; made at start when left out. */
  secret?: string | undefined;
}

/** A confirm that was carried out, kept so the same Idempotency-Key replays its answer. */
export interface ConfirmationRecord {
  key: string;
  /** The request body as JSON, to tell a replay from a different request under the same key. */
  fingerprint: string;
  response: OrderState;
}

export interface OrderRecord extends OrderRecordParts {
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
  paymentMethods: { enabled: EnabledMethodType[]; default: PaymentMethodType };
  /** The session key device data and risk checks of this checkout use (the order id). */
  sessionKey: string;
  status: OrderStatus;
  transitions: Transition[];
  /** Automatic transitions still to come, in time order. */
  pending: ScheduledTransition[];
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
