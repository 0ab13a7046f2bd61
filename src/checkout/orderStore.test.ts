import { describe, expect, it } from 'vitest';
import type { OrderState } from '../api/checkout.js';
import type { ReduceResult } from '../api/orderStatusMachine.js';
import { createOrderStore } from './orderStore.js';
import { stateWith, stateWithIdentity } from './testing/fakeService.js';

function storeWithLog() {
  const handed: Array<{ state: OrderState; result: ReduceResult; status: string }> = [];
  const store = createOrderStore((state, result) => {
    // The sink runs after the store holds the state: it reads the same status views read.
    handed.push({ state, result, status: store.status.value });
  });
  return { store, handed };
}

describe('order store', () => {
  it('holds the latest state and derives the status through the machine', () => {
    const { store, handed } = storeWithLog();
    expect(store.status.value).toBe('Draft');
    expect(store.offer(stateWith(['Processing', 'Processed']))).toBe(true);
    expect(store.status.value).toBe('Processed');
    expect(store.state.value?.order.status).toBe('Processed');
    expect(handed.map((h) => h.status)).toEqual(['Processed']);
    expect(handed[0]?.result.applied.map((t) => t.to)).toEqual(['Processing', 'Processed']);
  });

  it('drops a state older than the one held (a poll overtaken by the confirm answer)', () => {
    const { store, handed } = storeWithLog();
    store.offer(stateWith(['Processing', 'Processed']));
    expect(store.offer(stateWith(['Processing']))).toBe(false);
    expect(store.status.value).toBe('Processed');
    expect(handed).toHaveLength(1);
  });

  it('takes the same state again without applying anything twice', () => {
    const { store, handed } = storeWithLog();
    store.offer(stateWith(['Processing']));
    expect(store.offer(stateWith(['Processing']))).toBe(true);
    expect(handed.map((h) => h.result.applied.length)).toEqual([1, 0]);
  });

  it('ignores a state of another order', () => {
    const { store } = storeWithLog();
    store.offer(stateWith(['Processing']));
    const other = stateWith(['Processing', 'Processed']);
    expect(store.offer({ ...other, order: { ...other.order, id: 'ord_other' } })).toBe(false);
    expect(store.status.value).toBe('Processing');
  });

  it('keeps the status on a transition the lifecycle refuses, and hands the refusal on', () => {
    const { store, handed } = storeWithLog();
    const processing = stateWith(['Processing']);
    const refused = { sequence: 2, from: 'Processing' as const, to: 'Complete' as const, at: '' };
    store.offer({ ...processing, transitions: [...processing.transitions, refused] });
    expect(store.status.value).toBe('Processing');
    expect(handed[0]?.result.refused.map((r) => r.transition.sequence)).toEqual([2]);
  });

  describe('the identity check', () => {
    it('takes a state of the same transition with a longer identity history as newer', () => {
      const { store, handed } = storeWithLog();
      store.offer(stateWith([]));
      expect(store.offer(stateWithIdentity(['required']))).toBe(true);
      expect(store.offer(stateWithIdentity(['required', 'submitted']))).toBe(true);
      expect(store.state.value?.identity?.status).toBe('submitted');
      expect(handed).toHaveLength(3);
    });

    it('keeps a newer identity check from being overwritten by an older one', () => {
      const { store } = storeWithLog();
      store.offer(stateWithIdentity(['required', 'submitted', 'verified']));
      // A poll sent before the verdict, and one sent before the assessment.
      expect(store.offer(stateWithIdentity(['required', 'submitted']))).toBe(false);
      expect(store.offer(stateWith([]))).toBe(false);
      expect(store.state.value?.identity?.status).toBe('verified');
    });

    it('takes a changed identity status at the same history length (a new assessment)', () => {
      const { store } = storeWithLog();
      store.offer(stateWithIdentity(['required']));
      const assessedAgain = stateWithIdentity(['required']);
      assessedAgain.identity = {
        ...assessedAgain.identity!,
        required: false,
        status: 'not_required',
      };
      expect(store.offer(assessedAgain)).toBe(true);
      expect(store.state.value?.identity?.status).toBe('not_required');
    });

    it('orders by transition first: a later transition is newer whatever its identity', () => {
      const { store } = storeWithLog();
      store.offer(stateWithIdentity(['required', 'submitted', 'verified']));
      const paying = stateWithIdentity(
        ['required', 'submitted', 'verified'],
        'risk_medium',
        stateWith(['Processing']),
      );
      expect(store.offer(paying)).toBe(true);
      expect(store.offer(stateWithIdentity(['required', 'submitted', 'verified']))).toBe(false);
      expect(store.status.value).toBe('Processing');
    });
  });
});
