import { describe, expect, it } from 'vitest';
import type { ScheduledTransition } from '../../../sandbox/lifecycle/settle.js';
import { type OrderHistory, openHistory } from '../../../sandbox/lifecycle/transitions.js';
import { endChallenge, expireChallenge, type PendingChallenge } from './challengeLifecycle.js';

const START = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

type Order = OrderHistory & {
  pending: ScheduledTransition[];
  challenge?: PendingChallenge | undefined;
};

function waiting(over: Partial<PendingChallenge> = {}): Order {
  const draft = openHistory(iso(START));
  return {
    status: 'Processing',
    transitions: [
      ...draft.transitions,
      { sequence: 2, from: 'Draft', to: 'Processing', at: iso(START + 1000) },
    ],
    pending: [],
    challenge: {
      id: 'chl_x',
      kind: 'choice',
      url: 'http://127.0.0.1/v1/checkout/challenge/chl_x',
      attempt: 1,
      expiresAt: START + 60_000,
      triesLeft: 0,
      planned: [
        { afterMs: 50, to: 'Processed' },
        { afterMs: 100, to: 'Complete', txHash: '0x1' },
      ],
      ...over,
    },
  };
}

describe('endChallenge', () => {
  it('plans the payment from the moment the buyer passes', () => {
    const passed = endChallenge(waiting(), true, START + 5000);
    expect(passed.challenge).toBeUndefined();
    expect(passed.status).toBe('Processing');
    expect(passed.pending.map((s) => [s.to, s.dueAt])).toEqual([
      ['Processed', START + 5050],
      ['Complete', START + 5100],
    ]);
  });

  it('declines with AUTHENTICATION_FAILED when the buyer fails or leaves', () => {
    const failed = endChallenge(waiting(), false, START + 5000);
    expect(failed.challenge).toBeUndefined();
    expect(failed.pending).toEqual([]);
    expect(failed.transitions.at(-1)).toEqual({
      sequence: 3,
      from: 'Processing',
      to: 'Declined',
      reasonCode: 'AUTHENTICATION_FAILED',
      at: iso(START + 5000),
    });
  });

  it('never dates the end before the last transition', () => {
    const early = endChallenge(waiting(), false, START);
    expect(early.transitions.at(-1)?.at).toBe(iso(START + 1000));
  });

  it('leaves an order with no challenge as it is, and drops one outliving its payment', () => {
    const { challenge: _, ...none } = waiting();
    expect(endChallenge(none as Order, true, START + 5000)).toBe(none);
    const stray = { ...waiting(), status: 'Declined' as const };
    const dropped = endChallenge(stray, true, START + 5000);
    expect(dropped.challenge).toBeUndefined();
    expect(dropped.status).toBe('Declined');
    expect(dropped.transitions).toEqual(stray.transitions);
  });
});

describe('expireChallenge', () => {
  it('fails the challenge at its expiry, and never earlier', () => {
    expect(expireChallenge(waiting(), START + 59_999).status).toBe('Processing');
    const expired = expireChallenge(waiting(), START + 120_000);
    expect(expired.status).toBe('Declined');
    expect(expired.transitions.at(-1)).toMatchObject({
      reasonCode: 'AUTHENTICATION_FAILED',
      at: iso(START + 60_000),
    });
  });
});
