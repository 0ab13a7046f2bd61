import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS } from '../../api/lifecycle.js';
import { ORDER_STATUSES, type OrderStatus } from '../../api/orders.js';
import {
  applyTransition,
  canTransition,
  type OrderHistory,
  openHistory,
  TRANSITIONS,
} from './transitions.js';

const T0 = '2026-11-22T10:00:00.000Z';
const T1 = '2026-11-22T10:00:01.000Z';

const ALLOWED: Array<[OrderStatus, OrderStatus]> = [
  ['Draft', 'Processing'],
  ['Draft', 'Expired'],
  ['Draft', 'Cancelled'],
  ['Processing', 'Processed'],
  ['Processing', 'Declined'],
  ['Processing', 'Cancelled'],
  ['Processed', 'Complete'],
  ['Processed', 'Cancelled'],
  ['Declined', 'Processing'],
  ['Declined', 'Expired'],
  ['Declined', 'Cancelled'],
  ['Cancelled', 'Refunded'],
];

/** A history sitting in `status`, built without the lifecycle so the tests do not lean on it. */
function at(status: OrderStatus, extra: Partial<OrderHistory> = {}): OrderHistory {
  return {
    status,
    transitions: [{ sequence: 1, from: null, to: status, at: T0 }],
    ...extra,
  };
}

/** A request the table's rules accept for `to` (reason codes and hashes where needed). */
function requestFor(to: OrderStatus) {
  const reasonCode = to === 'Declined' ? 'CARD_DECLINED' : to === 'Cancelled' ? 'NA' : undefined;
  return { to, at: T1, reasonCode, txHash: to === 'Complete' ? '0xabc' : undefined };
}

describe('TRANSITIONS', () => {
  it('is exactly the documented table', () => {
    const pairs = ORDER_STATUSES.flatMap((from) =>
      TRANSITIONS[from].map((to) => [from, to] as [OrderStatus, OrderStatus]),
    );
    expect(pairs.sort()).toEqual([...ALLOWED].sort());
  });

  it('allows every pair of the table and refuses every other pair, without mutating', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const history = Object.freeze(at(from));
        const result = applyTransition(history, requestFor(to));
        const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(result.ok, `${from} → ${to}`).toBe(allowed);
        // The lifecycle applies the shared table itself, not a copy of it.
        expect(result.ok).toBe((ORDER_TRANSITIONS[from] as readonly OrderStatus[]).includes(to));
        expect(canTransition(from, to)).toBe(allowed);
        expect(history.status).toBe(from);
        expect(history.transitions).toHaveLength(1);
      }
    }
  });

  it('names the refused change', () => {
    const result = applyTransition(at('Complete'), requestFor('Processing'));
    expect(result).toEqual({ ok: false, error: 'Complete cannot become Processing' });
  });
});

describe('applyTransition', () => {
  it('opens an order with sequence 1 from nothing to Draft', () => {
    expect(openHistory(T0)).toEqual({
      status: 'Draft',
      transitions: [{ sequence: 1, from: null, to: 'Draft', at: T0 }],
    });
  });

  it('appends numbered transitions to a new history', () => {
    const opened = openHistory(T0);
    const first = applyTransition(opened, { to: 'Processing', at: T1 });
    if (!first.ok) throw new Error(first.error);
    const second = applyTransition(first.history, {
      to: 'Declined',
      at: T1,
      reasonCode: 'INSUFFICIENT_FUNDS',
    });
    if (!second.ok) throw new Error(second.error);
    expect(second.history.status).toBe('Declined');
    expect(second.history.transitions.map((t) => t.sequence)).toEqual([1, 2, 3]);
    expect(second.transition).toEqual({
      sequence: 3,
      from: 'Processing',
      to: 'Declined',
      at: T1,
      reasonCode: 'INSUFFICIENT_FUNDS',
    });
    expect(opened.transitions).toHaveLength(1);
    expect(first.history.transitions).toHaveLength(2);
  });

  it('requires a decline reason for Declined and a cancel reason for Cancelled', () => {
    expect(applyTransition(at('Processing'), { to: 'Declined', at: T1 }).ok).toBe(false);
    expect(
      applyTransition(at('Processing'), { to: 'Declined', at: T1, reasonCode: 'NETF' }).ok,
    ).toBe(false);
    expect(
      applyTransition(at('Processing'), { to: 'Cancelled', at: T1, reasonCode: 'CARD_DECLINED' })
        .ok,
    ).toBe(false);
    expect(
      applyTransition(at('Processed'), { to: 'Cancelled', at: T1, reasonCode: 'NETF' }).ok,
    ).toBe(true);
  });

  it('requires a transaction hash for Complete and records it', () => {
    expect(applyTransition(at('Processed'), { to: 'Complete', at: T1 }).ok).toBe(false);
    const done = applyTransition(at('Processed'), { to: 'Complete', at: T1, txHash: '0x1' });
    expect(done.ok && done.transition.txHash).toBe('0x1');
  });

  it('carries the cancellation reason onto Refunded and drops stray reasons elsewhere', () => {
    const cancelled = applyTransition(at('Processing'), {
      to: 'Cancelled',
      at: T1,
      reasonCode: 'PRCC',
    });
    if (!cancelled.ok) throw new Error(cancelled.error);
    const refunded = applyTransition(cancelled.history, { to: 'Refunded', at: T1 });
    expect(refunded.ok && refunded.transition.reasonCode).toBe('PRCC');
    const processed = applyTransition(at('Processing'), {
      to: 'Processed',
      at: T1,
      reasonCode: 'NA',
    });
    expect(processed.ok && processed.transition).not.toHaveProperty('reasonCode');
  });

  it('refuses a transition dated before the previous one', () => {
    const history = at('Draft', {
      transitions: [{ sequence: 1, from: null, to: 'Draft', at: T1 }],
    });
    expect(applyTransition(history, { to: 'Processing', at: T0 }).ok).toBe(false);
  });
});
