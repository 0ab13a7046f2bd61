import { describe, expect, it } from 'vitest';
import { uuidV4 } from '../api/uuid.js';
import { attemptNumber, idempotencyKey } from './idempotency.js';
import { memoryStore } from './storage.js';
import { stateWith } from './testing/fakeService.js';

describe('idempotency keys', () => {
  it('gives the same key for the same order attempt, a new one for the next attempt', () => {
    const store = memoryStore();
    const first = idempotencyKey(store, 'ord_1', 1);
    expect(idempotencyKey(store, 'ord_1', 1)).toBe(first);
    expect(idempotencyKey(store, 'ord_1', 2)).not.toBe(first);
    expect(idempotencyKey(store, 'ord_2', 1)).not.toBe(first);
  });

  it('numbers attempts by the Processing transitions in the history', () => {
    expect(attemptNumber(stateWith([]))).toBe(1);
    expect(attemptNumber(stateWith(['Processing', 'Declined']))).toBe(2);
    expect(attemptNumber(stateWith(['Processing', 'Declined', 'Processing', 'Declined']))).toBe(3);
  });

  it('makes version 4 UUIDs without randomUUID', () => {
    const id = uuidV4();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidV4()).not.toBe(id);
  });
});
