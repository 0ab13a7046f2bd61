import { describe, expect, it } from 'vitest';
import type { LifecycleState } from './settle.js';
import { awaitsPayment, nextDueAt, scheduleTransitions, settle } from './settle.js';
import { openHistory } from './transitions.js';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function draft(over: Partial<LifecycleState> = {}): LifecycleState {
  return {
    ...openHistory(iso(START)),
    pending: [],
    expiresAt: START + 60_000,
    attemptsLeft: 3,
    ...over,
  };
}

function processing(pending: LifecycleState['pending']): LifecycleState {
  const base = draft();
  return {
    ...base,
    status: 'Processing',
    transitions: [
      ...base.transitions,
      { sequence: 2, from: 'Draft', to: 'Processing', at: iso(START + 1000) },
    ],
    pending,
    attemptsLeft: 2,
  };
}

describe('settle', () => {
  it('applies only the transitions that are due, dated when they were due', () => {
    const state = processing([
      { dueAt: START + 2000, to: 'Processed' },
      { dueAt: START + 3000, to: 'Complete', txHash: '0x1' },
    ]);
    const early = settle(state, START + 1500);
    expect(early.applied).toEqual([]);
    expect(early.state.status).toBe('Processing');

    const mid = settle(state, START + 2500);
    expect(mid.applied.map((t) => t.to)).toEqual(['Processed']);
    expect(mid.state.pending).toHaveLength(1);

    const late = settle(state, START + 99_000);
    expect(late.applied.map((t) => [t.sequence, t.to, t.at])).toEqual([
      [3, 'Processed', iso(START + 2000)],
      [4, 'Complete', iso(START + 3000)],
    ]);
    expect(late.state.status).toBe('Complete');
    expect(state.status).toBe('Processing');
  });

  it('expires a Draft at expiresAt, and never earlier', () => {
    expect(settle(draft(), START + 59_999).applied).toEqual([]);
    const expired = settle(draft(), START + 120_000);
    expect(expired.state.status).toBe('Expired');
    expect(expired.applied[0]).toMatchObject({
      from: 'Draft',
      to: 'Expired',
      at: iso(START + 60_000),
    });
  });

  it('expires a Declined order with attempts left, but not one without', () => {
    const declined = { ...draft(), status: 'Declined' as const };
    expect(settle({ ...declined, attemptsLeft: 1 }, START + 60_000).state.status).toBe('Expired');
    expect(settle({ ...declined, attemptsLeft: 0 }, START + 60_000).state.status).toBe('Declined');
  });

  it('does not expire an order whose payment is under way', () => {
    const state = processing([{ dueAt: START + 70_000, to: 'Processed' }]);
    const result = settle(state, START + 65_000);
    expect(result.state.status).toBe('Processing');
  });

  it('drops the rest of a plan the table refuses, leaving the order as it was', () => {
    const state = processing([
      { dueAt: START + 2000, to: 'Complete', txHash: '0x1' },
      { dueAt: START + 3000, to: 'Processed' },
    ]);
    const result = settle(state, START + 5000);
    expect(result.applied).toEqual([]);
    expect(result.state.status).toBe('Processing');
    expect(result.state.pending).toEqual([]);
  });
});

describe('scheduling helpers', () => {
  it('turns a plan into absolute due times', () => {
    const scheduled = scheduleTransitions(
      { trigger: 'awaits_delivery', planned: [{ afterMs: 50, to: 'Processed' }] },
      START,
    );
    expect(scheduled).toEqual([
      { dueAt: START + 50, to: 'Processed', reasonCode: undefined, txHash: undefined },
    ]);
  });

  it('says when the order next changes by itself', () => {
    expect(nextDueAt(draft())).toBe(START + 60_000);
    expect(nextDueAt(processing([{ dueAt: START + 5, to: 'Processed' }]))).toBe(START + 5);
    expect(nextDueAt({ ...draft(), status: 'Complete' })).toBeUndefined();
    expect(awaitsPayment({ status: 'Declined', attemptsLeft: 0 })).toBe(false);
  });
});
