import type { OrderState, Transition } from '../../api/checkout.js';
import type { Buyer } from '../../api/checkoutBuyer.js';
import type { Quote } from '../../api/checkoutPayment.js';
import type { IdentityPrefill, Nft, PaymentMethodType, TaxRates } from '../../api/clientTokens.js';
import type { Device, RiskResponse } from '../../api/customers.js';
import type { OrderStatus } from '../../api/orders.js';
import type { BankAccount } from '../../slices/ach/api/bankAccounts.js';
import type { CardBrand } from '../../slices/card/service/cardRules.js';
import type { ChallengeOutcome } from '../../slices/challenge/api/challengeOutcome.js';
import type { PendingChallenge } from '../../slices/challenge/service/challengeLifecycle.js';
import type { IdentityCheck, IdentityFailure } from '../../slices/document/api/identityCheck.js';
import type { CardAuthentication, CardOutcome } from '../lifecycle/planner.js';
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

/** How an order was paid: what the card token or bank link resolved to, never a card number. */
export type PaymentRecord =
  | { type: 'card'; cardToken: string; brand: CardBrand; last4: string }
  | { type: 'ach'; bankAccountId: string };

/** A capture's verdict, due once the verifier has looked at the images. */
export interface PendingVerdict {
  verificationId: string;
  dueAt: number;
  outcome: 'verified' | IdentityFailure;
}

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
  /** The identity check, once the buyer was assessed (POST /v1/checkout/identity/assess). */
  identity?: IdentityCheck | undefined;
  /** The buyer of the latest assessment: the holder a new capture's document is read as. */
  identityBuyer?: Buyer | undefined;
  /** The verdict of the submitted capture, while it is still to come. */
  identityVerdict?: PendingVerdict | undefined;
  /** The verified document the confirm-time risk check counted, when there was one. */
  documentVerificationId?: string | undefined;
  /** The issuer's challenge the payment waits on (Processing, no steps planned yet). */
  challenge?: PendingChallenge | undefined;
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
  authentication?: CardAuthentication | undefined;
  createdAt: number;
}

/**
 * Where a challenge id leads: its order, and how it ended (absent while it waits). The order's
 * own `challenge` decides; this index finds it, and answers a used or stale id.
 */
export interface ChallengeEntry {
  challengeId: string;
  orderId: string;
  merchantId: string;
  expiresAt: number;
  outcome?: ChallengeOutcome | undefined;
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
