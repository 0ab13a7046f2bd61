import type { DeliveryStatus } from '../../api/webhookDeliveries.js';
import type { Table } from '../store/table.js';
import type { DeliveryRecord } from './deliveryRecord.js';

/** Where a delivery counts toward its merchant's bounds. */
type Bucket = 'pending' | 'delivered' | 'ended';

const bucketOf = (status: DeliveryStatus): Bucket =>
  status === 'pending' ? 'pending' : status === 'delivered' ? 'delivered' : 'ended';

interface Meta {
  merchantId: string;
  orderId: string;
  status: DeliveryStatus;
}

/** One merchant's delivery ids, each set oldest first. */
interface Group {
  all: Set<string>;
  pending: Set<string>;
  delivered: Set<string>;
  ended: Set<string>;
}

export interface DeliveryFilter {
  orderId?: string | undefined;
  status?: DeliveryStatus | undefined;
}

/**
 * The webhook outbox over the store's `deliveries` table, bounded per merchant by `limit`:
 * - pending: a new one past the bound makes the merchant's oldest pending delivery `dropped`
 *   (it stays listed, and can be resent);
 * - delivered: past the bound the oldest are pruned;
 * - failed and dropped: likewise, so the table stays bounded however long a receiver is down.
 * No merchant's deliveries ever make room for another's. Indexes live in memory beside the
 * table (rebuilt from it at start), so a bound costs no scan of the table.
 */
export class Outbox {
  readonly #table: Table<DeliveryRecord>;
  readonly #limit: number;
  readonly #meta = new Map<string, Meta>();
  readonly #groups = new Map<string, Group>();
  #pending = 0;

  readonly #busy: (id: string) => boolean;

  /**
   * `busy` tells a delivery with an attempt in flight: the bound drops one of those only when
   * every other pending delivery of the merchant is too.
   */
  constructor(
    table: Table<DeliveryRecord>,
    limit: number,
    busy: (id: string) => boolean = () => false,
  ) {
    this.#table = table;
    this.#limit = limit;
    this.#busy = busy;
    for (const record of table.values()) this.#index(record);
  }

  /** Pending deliveries of every merchant. */
  get pendingCount(): number {
    return this.#pending;
  }

  get(id: string): DeliveryRecord | undefined {
    return this.#table.get(id);
  }

  /** The merchant's delivery, or undefined for an unknown id or another merchant's. */
  getOf(merchantId: string, id: string): DeliveryRecord | undefined {
    return this.#meta.get(id)?.merchantId === merchantId ? this.#table.get(id) : undefined;
  }

  /** Every pending delivery, oldest first (to take them up again at start). */
  pending(): DeliveryRecord[] {
    const out: DeliveryRecord[] = [];
    for (const group of this.#groups.values()) {
      for (const id of group.pending) {
        const record = this.#table.get(id);
        if (record) out.push(record);
      }
    }
    return out.sort((a, b) => a.createdAt - b.createdAt || a.sequence - b.sequence);
  }

  /**
   * Writes a new or changed delivery and keeps its merchant within the bounds. Answers the
   * deliveries made `dropped` to make room for it, so their timers and queues can go.
   */
  save(record: DeliveryRecord): DeliveryRecord[] {
    this.#table.put(record.id, record);
    this.#index(record);
    const group = this.#groups.get(record.merchantId) as Group;
    const dropped: DeliveryRecord[] = [];
    for (const spareBusy of [true, false]) {
      for (const id of group.pending) {
        if (group.pending.size <= this.#limit) break;
        if (id === record.id || (spareBusy && this.#busy(id))) continue;
        const changed = this.#table.update(id, (d) => ({
          ...d,
          status: 'dropped',
          nextAttemptAt: null,
        }));
        if (changed) {
          this.#index(changed);
          dropped.push(changed);
        }
      }
    }
    this.#prune(group.delivered);
    this.#prune(group.ended);
    return dropped;
  }

  /** The merchant's deliveries, newest first, at most `cap`. */
  list(merchantId: string, filter: DeliveryFilter = {}, cap = Number.POSITIVE_INFINITY) {
    const ids = [...(this.#groups.get(merchantId)?.all ?? [])].reverse();
    const out: DeliveryRecord[] = [];
    for (const id of ids) {
      if (out.length >= cap) break;
      const meta = this.#meta.get(id);
      if (!meta) continue;
      if (filter.orderId !== undefined && meta.orderId !== filter.orderId) continue;
      if (filter.status !== undefined && meta.status !== filter.status) continue;
      const record = this.#table.get(id);
      if (record) out.push(record);
    }
    return out;
  }

  /** Every merchant with deliveries. */
  merchants(): string[] {
    return [...this.#groups.keys()];
  }

  #index(record: DeliveryRecord): void {
    const before = this.#meta.get(record.id);
    const group = this.#group(record.merchantId);
    if (before) {
      if (before.status === record.status) return;
      group[bucketOf(before.status)].delete(record.id);
      if (before.status === 'pending') this.#pending--;
    } else {
      group.all.add(record.id);
    }
    this.#meta.set(record.id, {
      merchantId: record.merchantId,
      orderId: record.orderId,
      status: record.status,
    });
    // A delivery that comes back (a resend) queues as the newest of its bucket.
    group[bucketOf(record.status)].add(record.id);
    if (record.status === 'pending') this.#pending++;
  }

  #group(merchantId: string): Group {
    let group = this.#groups.get(merchantId);
    if (!group) {
      group = { all: new Set(), pending: new Set(), delivered: new Set(), ended: new Set() };
      this.#groups.set(merchantId, group);
    }
    return group;
  }

  /** Deletes the oldest of `bucket` past the bound, from the table and every index. */
  #prune(bucket: Set<string>): void {
    for (const id of bucket) {
      if (bucket.size <= this.#limit) return;
      const meta = this.#meta.get(id);
      bucket.delete(id);
      this.#meta.delete(id);
      if (meta) this.#groups.get(meta.merchantId)?.all.delete(id);
      this.#table.delete(id);
    }
  }
}
