import { describe, expect, it } from 'vitest';
import type { Transition } from './checkout.js';
import { canTransition, ORDER_TRANSITIONS } from './lifecycle.js';
import { hasGap, initialMachineState, reduce } from './orderStatusMachine.js';
import { ORDER_STATUSES, type OrderStatus } from './orders.js';

const at = '2026-11-22T10:00:00.000Z';
const t = (sequence: number, from: OrderStatus | null, to: OrderStatus): Transition => ({
  sequence,
  from,
  to,
  at,
});

const ALLOWED: Array<[OrderStatus, OrderStatus]> = [
  ['Draft', 'Processing'],
  ['Draft', 'Expired'],
  // The identity check refused the buyer before anything was paid (RISD).
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

describe('transition table', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it('refuses every pair not in the lifecycle', () => {
    const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('lists every status and leaves the final ones without exits', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_TRANSITIONS.Complete).toEqual([]);
    expect(ORDER_TRANSITIONS.Expired).toEqual([]);
    expect(ORDER_TRANSITIONS.Refunded).toEqual([]);
  });
});

describe('reduce', () => {
  it('applies a history in order', () => {
    const result = reduce(initialMachineState(), [
      t(1, 'Draft', 'Processing'),
      t(2, 'Processing', 'Processed'),
      t(3, 'Processed', 'Complete'),
    ]);
    expect(result.state).toEqual({ status: 'Complete', sequence: 3, buffered: [] });
    expect(result.applied.map((x) => x.sequence)).toEqual([1, 2, 3]);
    expect(result.refused).toEqual([]);
  });

  it('accepts a recorded creation (null → Draft) as sequence 1', () => {
    const result = reduce(initialMachineState(), [t(1, null, 'Draft'), t(2, 'Draft', 'Expired')]);
    expect(result.state.status).toBe('Expired');
    expect(result.refused).toEqual([]);
  });

  it('ignores duplicates and already-applied sequences', () => {
    const first = reduce(initialMachineState(), [t(1, 'Draft', 'Processing')]);
    const again = reduce(first.state, [
      t(1, 'Draft', 'Processing'),
      t(1, 'Draft', 'Processing'),
      t(2, 'Processing', 'Declined'),
      t(2, 'Processing', 'Declined'),
    ]);
    expect(again.applied.map((x) => x.sequence)).toEqual([2]);
    expect(again.state.status).toBe('Declined');
  });

  it('sorts out-of-order transitions within one update', () => {
    const result = reduce(initialMachineState(), [
      t(3, 'Processed', 'Complete'),
      t(1, 'Draft', 'Processing'),
      t(2, 'Processing', 'Processed'),
    ]);
    expect(result.applied.map((x) => x.sequence)).toEqual([1, 2, 3]);
  });

  it('buffers transitions after a gap until the gap is filled', () => {
    const first = reduce(initialMachineState(), [t(1, 'Draft', 'Processing')]);
    const gapped = reduce(first.state, [t(3, 'Processed', 'Complete')]);
    expect(gapped.applied).toEqual([]);
    expect(gapped.state.status).toBe('Processing');
    expect(hasGap(gapped.state)).toBe(true);
    const filled = reduce(gapped.state, [t(2, 'Processing', 'Processed')]);
    expect(filled.applied.map((x) => x.sequence)).toEqual([2, 3]);
    expect(filled.state).toEqual({ status: 'Complete', sequence: 3, buffered: [] });
  });

  it('refuses a transition not in the table and never applies it', () => {
    const result = reduce(initialMachineState(), [t(1, 'Draft', 'Complete')]);
    expect(result.state.status).toBe('Draft');
    expect(result.applied).toEqual([]);
    expect(result.refused).toEqual([
      {
        transition: t(1, 'Draft', 'Complete'),
        reason: 'Draft -> Complete is not an allowed transition',
      },
    ]);
  });

  it('refuses a transition whose from is not the current status', () => {
    const result = reduce(initialMachineState(), [t(1, 'Processing', 'Processed')]);
    expect(result.state.status).toBe('Draft');
    expect(result.refused[0]?.reason).toMatch(/starts from Processing but the order is Draft/);
  });

  it('refuses a creation anywhere but first', () => {
    const first = reduce(initialMachineState(), [t(1, 'Draft', 'Processing')]);
    const result = reduce(first.state, [t(2, null, 'Draft')]);
    expect(result.state.status).toBe('Processing');
    expect(result.refused).toHaveLength(1);
  });

  it('reports a refusal once and goes on with the next transitions', () => {
    const bad = reduce(initialMachineState(), [
      t(1, 'Draft', 'Refunded'),
      t(2, 'Draft', 'Processing'),
    ]);
    expect(bad.refused).toHaveLength(1);
    expect(bad.state.status).toBe('Processing');
    const replay = reduce(bad.state, [t(1, 'Draft', 'Refunded'), t(2, 'Draft', 'Processing')]);
    expect(replay.refused).toEqual([]);
    expect(replay.applied).toEqual([]);
  });

  it('refuses leaving a final status', () => {
    const done = reduce(initialMachineState(), [t(1, 'Draft', 'Expired')]);
    const result = reduce(done.state, [t(2, 'Expired', 'Processing')]);
    expect(result.state.status).toBe('Expired');
    expect(result.refused).toHaveLength(1);
  });

  it('does not mutate its input state', () => {
    const state = initialMachineState();
    const frozen = Object.freeze({ ...state, buffered: Object.freeze([...state.buffered]) });
    reduce(frozen, [t(2, 'Processing', 'Processed'), t(1, 'Draft', 'Processing')]);
    expect(frozen).toEqual(initialMachineState());
  });
});
