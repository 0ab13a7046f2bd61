import { describe, expect, it } from 'vitest';
import { FAST_DELAYS, resolveDelays } from './delays.js';
import { type PlanInput, planConfirm } from './planner.js';
import { applyTransition, openHistory } from './transitions.js';

const delays = {
  processingMs: 10,
  settlementMs: 20,
  refundMs: 30,
  verificationMs: 40,
  challengeMs: 1000,
};

function input(over: Partial<PlanInput> = {}): PlanInput {
  return {
    nft: {},
    riskLevel: 'low',
    payment: {},
    delays,
    txHash: '0xfeed',
    ...over,
  };
}

/** The statuses a plan walks through, checked against the transition table on the way. */
function walk(plan: ReturnType<typeof planConfirm>): string[] {
  const opened = applyTransition(openHistory('2026-01-01T00:00:00.000Z'), {
    to: 'Processing',
    at: '2026-01-01T00:00:00.000Z',
  });
  if (!opened.ok) throw new Error(opened.error);
  let history = opened.history;
  const seen: string[] = [];
  for (const step of plan.planned) {
    const next = applyTransition(history, { ...step, at: '2026-01-01T00:00:01.000Z' });
    if (!next.ok) throw new Error(next.error);
    history = next.history;
    seen.push(step.reasonCode ? `${step.to} ${step.reasonCode}` : step.to);
  }
  return seen;
}

describe('planConfirm: the trigger table', () => {
  it('completes a smart_contract order on its own with the given hash', () => {
    const plan = planConfirm(input({ nft: { executionType: 'smart_contract' } }));
    expect(plan.trigger).toBe('smart_contract');
    expect(walk(plan)).toEqual(['Processed', 'Complete']);
    expect(plan.planned.map((s) => s.afterMs)).toEqual([10, 30]);
    expect(plan.planned[1]?.txHash).toBe('0xfeed');
  });

  it('leaves other orders Processed, waiting for the Delivered event', () => {
    const plan = planConfirm(input());
    expect(plan.trigger).toBe('awaits_delivery');
    expect(walk(plan)).toEqual(['Processed']);
  });

  it('completes an ACH payment like a card', () => {
    const plan = planConfirm(input({ payment: {}, nft: { executionType: 'smart_contract' } }));
    expect(walk(plan)).toEqual(['Processed', 'Complete']);
  });

  it('declines a declined card and an empty account', () => {
    expect(walk(planConfirm(input({ payment: { decline: 'card_declined' } })))).toEqual([
      'Declined CARD_DECLINED',
    ]);
    const broke = planConfirm(input({ payment: { decline: 'insufficient_funds' } }));
    expect(broke.trigger).toBe('insufficient_funds');
    expect(walk(broke)).toEqual(['Declined INSUFFICIENT_FUNDS']);
  });

  it('cancels a very high risk buyer with RISD, then refunds', () => {
    const plan = planConfirm(input({ riskLevel: 'very_high' }));
    expect(plan.trigger).toBe('risk_decline');
    expect(walk(plan)).toEqual(['Cancelled RISD', 'Refunded']);
    expect(plan.planned.map((s) => s.afterMs)).toEqual([10, 40]);
  });

  it('lets high, medium and low risk buyers pay', () => {
    for (const riskLevel of ['low', 'medium', 'high'] as const) {
      expect(planConfirm(input({ riskLevel })).trigger).toBe('awaits_delivery');
    }
  });

  it('cancels the sandbox NFT ids with NA and PRCC, then refunds', () => {
    const na = planConfirm(input({ nft: { blockchainNftId: 'sandbox-not-available' } }));
    expect(walk(na)).toEqual(['Cancelled NA', 'Refunded']);
    const prcc = planConfirm(input({ nft: { blockchainNftId: 'sandbox-price-change' } }));
    expect(walk(prcc)).toEqual(['Cancelled PRCC', 'Refunded']);
  });

  it('fails delivery of sandbox-network-failure after Processed, for smart contracts too', () => {
    for (const executionType of [undefined, 'smart_contract'] as const) {
      const plan = planConfirm(
        input({ nft: { blockchainNftId: 'sandbox-network-failure', executionType } }),
      );
      expect(walk(plan)).toEqual(['Processed', 'Cancelled NETF', 'Refunded']);
      expect(plan.planned.map((s) => s.afterMs)).toEqual([10, 30, 60]);
    }
  });

  it('checks risk first, then the payment, then the NFT', () => {
    const all = {
      nft: { blockchainNftId: 'sandbox-not-available' },
      payment: { decline: 'card_declined' } as const,
    };
    expect(planConfirm(input({ ...all, riskLevel: 'very_high' })).trigger).toBe('risk_decline');
    expect(planConfirm(input(all)).trigger).toBe('card_declined');
    expect(planConfirm(input({ nft: all.nft })).trigger).toBe('not_available');
  });
});

describe('planConfirm: card authentication', () => {
  it('plans nothing different for a frictionless card', () => {
    const plan = planConfirm(input({ payment: { authentication: 'frictionless' } }));
    expect(plan.challenge).toBeUndefined();
    expect(walk(plan)).toEqual(['Processed']);
  });

  it('declines with AUTHENTICATION_FAILED when authentication is unavailable', () => {
    const plan = planConfirm(input({ payment: { authentication: 'unavailable' } }));
    expect(plan.trigger).toBe('authentication_failed');
    expect(plan.challenge).toBeUndefined();
    expect(walk(plan)).toEqual(['Declined AUTHENTICATION_FAILED']);
  });

  it('asks for a challenge first, and keeps the payment plan for after it', () => {
    const choice = planConfirm(input({ payment: { authentication: 'challenge' } }));
    expect(choice.challenge).toBe('choice');
    expect(walk(choice)).toEqual(['Processed']);
    const otp = planConfirm(input({ payment: { authentication: 'challenge_otp' } }));
    expect(otp.challenge).toBe('otp');
    const declined = planConfirm(
      input({ payment: { authentication: 'challenge', decline: 'card_declined' } }),
    );
    expect(declined.challenge).toBe('choice');
    expect(walk(declined)).toEqual(['Declined CARD_DECLINED']);
  });

  it('checks risk before the issuer: a very high risk is never challenged', () => {
    for (const authentication of ['challenge', 'unavailable'] as const) {
      const plan = planConfirm(input({ riskLevel: 'very_high', payment: { authentication } }));
      expect(plan.trigger).toBe('risk_decline');
      expect(plan.challenge).toBeUndefined();
    }
  });
});

describe('resolveDelays', () => {
  it('knows the fast preset and fills gaps from the defaults', () => {
    expect(resolveDelays('fast')).toEqual(FAST_DELAYS);
    const mixed = resolveDelays({ processingMs: 5, refundMs: -1 });
    expect(mixed.processingMs).toBe(5);
    expect(mixed.refundMs).toBe(resolveDelays(undefined).refundMs);
    expect(resolveDelays('default').settlementMs).toBeGreaterThanOrEqual(1000);
  });

  it('gives a challenge minutes by default and a minute in the fast preset', () => {
    expect(resolveDelays('default').challengeMs).toBe(300_000);
    expect(FAST_DELAYS.challengeMs).toBe(60_000);
    expect(resolveDelays({ challengeMs: 200 }).challengeMs).toBe(200);
  });
});
