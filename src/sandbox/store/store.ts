import type { DeliveryRecord } from '../webhooks/deliveryRecord.js';
import type {
  BankAccountRecord,
  CardRecord,
  ChallengeEntry,
  ClientTokenRecord,
  DeviceEntry,
  IdentityEntry,
  OrderRecord,
  PaymentDomainRecord,
  RiskRecord,
} from './records.js';
import type { Table } from './table.js';

/**
 * Everything the sandbox keeps, one table per kind of record. The in-memory implementation is
 * `createMemoryStore`; a persistent one implements this same interface (docs/decisions.md, sandbox,
 * storage, says how).
 */
export interface SandboxStore {
  /** Orders by id. */
  readonly orders: Table<OrderRecord>;
  /** Client tokens by token. */
  readonly tokens: Table<ClientTokenRecord>;
  /** Card tokens by token. */
  readonly cards: Table<CardRecord>;
  /** Bank accounts by bankAccountId. */
  readonly bankAccounts: Table<BankAccountRecord>;
  /** The domains merchants registered for wallets, by `scopedKey(merchantId, domain)`. */
  readonly paymentDomains: Table<PaymentDomainRecord>;
  /** Risk evaluations, in the order they were made. */
  readonly riskResponses: Table<RiskRecord>;
  /** Identity-document sessions by `scopedKey(merchantId, verificationId)`. */
  readonly identities: Table<IdentityEntry>;
  /** Device data by `scopedKey(merchantId, sessionKey)`. */
  readonly devices: Table<DeviceEntry>;
  /** Card authentication challenges by challenge id. */
  readonly challenges: Table<ChallengeEntry>;
  /**
   * The webhook outbox: deliveries by id, oldest first. Bounded per merchant by the webhook
   * engine (`webhooks.outboxLimit`), which owns every write to it.
   */
  readonly deliveries: Table<DeliveryRecord>;
  /**
   * Drops client tokens past expiry plus grace, and tokens, cards and challenges of orders no
   * longer kept.
   */
  sweep(now: number): void;
}

/** Key of a record scoped to a merchant (device sessions, identity sessions). */
export function scopedKey(merchantId: string, id: string): string {
  return `${merchantId}\u0000${id}`;
}
