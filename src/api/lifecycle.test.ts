import { describe, expect, it } from 'vitest';
import {
  canTransition,
  FINAL_STATUSES,
  isFinalState,
  isFinalStatus,
  isPayable,
  ORDER_TRANSITIONS,
} from './lifecycle.js';
import { ORDER_STATUSES, type OrderStatus } from './orders.js';

describe('the order lifecycle', () => {
  it('lists every status; exactly the final ones have no exit', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    const noExit = ORDER_STATUSES.filter((status) => ORDER_TRANSITIONS[status].length === 0);
    expect([...noExit].sort()).toEqual([...FINAL_STATUSES].sort());
    for (const status of ORDER_STATUSES) {
      expect(isFinalStatus(status)).toBe(noExit.includes(status));
    }
  });

  it('canTransition reads the table', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const listed = (ORDER_TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(listed);
      }
    }
  });

  it.each([
    ['Draft', 0, true, false],
    ['Draft', 2, true, false],
    ['Processing', 2, false, false],
    ['Declined', 1, true, false],
    ['Declined', 0, false, true],
    ['Processed', 0, false, false],
    ['Cancelled', 0, false, false],
    ['Complete', 0, false, true],
    ['Expired', 3, false, true],
    ['Refunded', 0, false, true],
  ] as const)('%s with %i attempts left: payable %s, final %s', (status, left, payable, final) => {
    expect(isPayable({ status, attemptsLeft: left })).toBe(payable);
    expect(isFinalState({ status, attemptsLeft: left })).toBe(final);
  });
});
