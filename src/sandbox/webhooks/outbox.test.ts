import { describe, expect, it } from 'vitest';
import { MemoryTable } from '../store/memoryTable.js';
import type { DeliveryRecord } from './deliveryRecord.js';
import { Outbox } from './outbox.js';

let made = 0;
function delivery(over: Partial<DeliveryRecord> = {}): DeliveryRecord {
  made++;
  return {
    id: `dlv_${made}`,
    merchantId: 'm1',
    url: 'http://127.0.0.1:1/hooks',
    eventId: `msg_${made}`,
    eventType: 'order.processing',
    orderId: 'o1',
    sequence: 1,
    body: '{}',
    status: 'pending',
    attempts: [],
    attemptCount: 0,
    runAttempts: 0,
    nextAttemptAt: null,
    createdAt: made,
    ...over,
  };
}

const statuses = (outbox: Outbox, merchant = 'm1') =>
  outbox.list(merchant).map((d) => [d.id, d.status]);

describe('the outbox bound', () => {
  it('drops the oldest pending delivery of the merchant when it is full, and keeps it listed', () => {
    const table = new MemoryTable<DeliveryRecord>();
    const outbox = new Outbox(table, 2);
    const [a, b, c] = [delivery(), delivery(), delivery()];
    expect(outbox.save(a)).toEqual([]);
    expect(outbox.save(b)).toEqual([]);
    const dropped = outbox.save(c);
    expect(dropped.map((d) => [d.id, d.status, d.nextAttemptAt])).toEqual([
      [a.id, 'dropped', null],
    ]);
    expect(outbox.pendingCount).toBe(2);
    expect(statuses(outbox)).toEqual([
      [c.id, 'pending'],
      [b.id, 'pending'],
      [a.id, 'dropped'],
    ]);
    expect(table.get(a.id)?.status).toBe('dropped');
  });

  it('spares a delivery whose attempt is in flight while another pending one can go', () => {
    const [a, b, c] = [delivery(), delivery(), delivery()];
    const outbox = new Outbox(new MemoryTable(), 2, (id) => id === a.id);
    outbox.save(a);
    outbox.save(b);
    expect(outbox.save(c).map((d) => d.id)).toEqual([b.id]);
    // When all are in flight, the oldest goes all the same: the bound holds.
    const all = new Outbox(new MemoryTable(), 1, () => true);
    all.save(a);
    expect(all.save(b).map((d) => d.id)).toEqual([a.id]);
  });

  it("never makes room with another merchant's deliveries", () => {
    const outbox = new Outbox(new MemoryTable(), 1);
    const other = delivery({ merchantId: 'm2' });
    outbox.save(other);
    const dropped = outbox.save(delivery());
    expect(dropped).toEqual([]);
    expect(outbox.pendingCount).toBe(2);
    expect(statuses(outbox, 'm2')).toEqual([[other.id, 'pending']]);
  });

  it('prunes delivered deliveries oldest first beyond the bound', () => {
    const table = new MemoryTable<DeliveryRecord>();
    const outbox = new Outbox(table, 2);
    const all = [delivery(), delivery(), delivery()];
    for (const d of all) {
      outbox.save(d);
      outbox.save({ ...d, status: 'delivered' });
    }
    expect(statuses(outbox)).toEqual([
      [all[2]?.id, 'delivered'],
      [all[1]?.id, 'delivered'],
    ]);
    expect(table.has(all[0]?.id as string)).toBe(false);
    expect(table.size).toBe(2);
    expect(outbox.pendingCount).toBe(0);
  });

  it('prunes failed and dropped ones beyond the bound too, so the table stays bounded', () => {
    const table = new MemoryTable<DeliveryRecord>();
    const outbox = new Outbox(table, 3);
    // A receiver down for good: every delivery ends failed or dropped.
    for (let i = 0; i < 50; i++) {
      const d = delivery();
      outbox.save(d);
      if (i % 2) outbox.save({ ...d, status: 'failed' });
    }
    const byStatus = (s: string) => outbox.list('m1').filter((d) => d.status === s).length;
    expect(byStatus('pending')).toBeLessThanOrEqual(3);
    expect(byStatus('failed') + byStatus('dropped')).toBeLessThanOrEqual(3);
    expect(table.size).toBeLessThanOrEqual(6);
  });

  it('queues a resent delivery as the newest pending one, dropping the oldest other', () => {
    const outbox = new Outbox(new MemoryTable(), 2);
    const old = delivery();
    outbox.save(old);
    outbox.save({ ...old, status: 'failed' });
    const [b, c] = [delivery(), delivery()];
    outbox.save(b);
    outbox.save(c);
    const dropped = outbox.save({ ...old, status: 'pending', runAttempts: 0 });
    expect(dropped.map((d) => d.id)).toEqual([b.id]);
    // The list keeps creation order: a resend does not move a delivery up.
    expect(statuses(outbox)).toEqual([
      [c.id, 'pending'],
      [b.id, 'dropped'],
      [old.id, 'pending'],
    ]);
  });
});

describe('the outbox list', () => {
  it('answers newest first, filtered by order and status, at most the cap', () => {
    const outbox = new Outbox(new MemoryTable(), 100);
    const o1 = [delivery(), delivery({ sequence: 2 })];
    const o2 = [delivery({ orderId: 'o2' }), delivery({ orderId: 'o2', sequence: 2 })];
    for (const d of [...o1, ...o2]) outbox.save(d);
    outbox.save({ ...(o1[0] as DeliveryRecord), status: 'delivered' });
    expect(outbox.list('m1', { orderId: 'o1' }).map((d) => d.id)).toEqual([o1[1]?.id, o1[0]?.id]);
    expect(outbox.list('m1', { status: 'delivered' }).map((d) => d.id)).toEqual([o1[0]?.id]);
    expect(outbox.list('m1', {}, 3).map((d) => d.id)).toEqual([o2[1]?.id, o2[0]?.id, o1[1]?.id]);
    expect(outbox.list('m2')).toEqual([]);
    expect(outbox.getOf('m2', o1[0]?.id as string)).toBeUndefined();
    expect(outbox.getOf('m1', o1[0]?.id as string)?.status).toBe('delivered');
  });

  it('rebuilds its indexes from a table that already holds deliveries', () => {
    const table = new MemoryTable<DeliveryRecord>();
    const first = new Outbox(table, 10);
    const d = delivery();
    first.save(d);
    first.save(delivery({ status: 'delivered' }));
    const again = new Outbox(table, 10);
    expect(again.pendingCount).toBe(1);
    expect(again.pending().map((p) => p.id)).toEqual([d.id]);
    expect(again.list('m1')).toHaveLength(2);
  });
});
