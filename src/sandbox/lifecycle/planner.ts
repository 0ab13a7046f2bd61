import type { Nft } from '../../api/clientTokens.js';
import type { RiskLevel } from '../../api/customers.js';
import type { CancelReasonCode, DeclineReasonCode, OrderStatus } from '../../api/orders.js';
import type { LifecycleDelays } from './delays.js';

/** `nft.blockchainNftId` values that make a checkout fail in a chosen way. */
export const SANDBOX_NFT_IDS = {
  notAvailable: 'sandbox-not-available',
  priceChange: 'sandbox-price-change',
  networkFailure: 'sandbox-network-failure',
} as const;

/** What the card's issuer answers; kept on the card token instead of the number. */
export type CardOutcome = 'approve' | 'card_declined' | 'insufficient_funds';

/**
 * How the card's issuer authenticates the buyer (3-D Secure): without asking (`frictionless`),
 * with a challenge page where the buyer chooses the outcome (`challenge`) or types a one-time
 * code (`challenge_otp`), or not at all (`unavailable`: the payment is declined). A card without
 * one is not enrolled and pays as before.
 */
export type CardAuthentication = 'frictionless' | 'challenge' | 'challenge_otp' | 'unavailable';

/** The challenge page a payment waits on: outcome buttons, or a one-time code field. */
export type ChallengeKind = 'choice' | 'otp';

/**
 * What the payment instrument's issuer or bank answers, as its resolver found it
 * (confirm/resolvePayment.ts, each resolver in its slice): a decline, or none when it approves,
 * and how the issuer authenticates the buyer first.
 */
export interface PlannedPayment {
  decline?: Exclude<CardOutcome, 'approve'> | undefined;
  authentication?: CardAuthentication | undefined;
}

export interface PlanInput {
  nft: Pick<Nft, 'executionType' | 'blockchainNftId'>;
  /** The buyer's risk level; very_high cancels the order with RISD. */
  riskLevel: RiskLevel;
  payment: PlannedPayment;
  delays: LifecycleDelays;
  /** The hash a successful smart_contract delivery reports. */
  txHash: string;
}

/** One automatic step, `afterMs` after the confirm that started the plan. */
export interface PlannedTransition {
  afterMs: number;
  to: OrderStatus;
  reasonCode?: CancelReasonCode | DeclineReasonCode;
  txHash?: string;
}

/** Which trigger decided the outcome, for logs and tests. */
export type Trigger =
  | 'risk_decline'
  | 'authentication_failed'
  | 'card_declined'
  | 'insufficient_funds'
  | 'not_available'
  | 'price_change'
  | 'network_failure'
  | 'smart_contract'
  | 'awaits_delivery';

export interface Plan {
  trigger: Trigger;
  /** With a `challenge`, the planned transitions start when the buyer passes it, not at the confirm. */
  planned: PlannedTransition[];
  /** The buyer must pass the issuer's challenge before any step happens. */
  challenge?: ChallengeKind;
}

const CHALLENGES: Partial<Record<CardAuthentication, ChallengeKind>> = {
  challenge: 'choice',
  challenge_otp: 'otp',
};

function cancelled(reasonCode: CancelReasonCode, d: LifecycleDelays): PlannedTransition[] {
  return [
    { afterMs: d.processingMs, to: 'Cancelled', reasonCode },
    { afterMs: d.processingMs + d.refundMs, to: 'Refunded' },
  ];
}

/**
 * What a confirmed payment leads to: the transitions after Draft/Declined → Processing. Checked in the
 * order a real payment meets them: risk, then the issuer's authentication, then the payment
 * itself, then the NFT (availability, price), then delivery. A cancellation comes after the
 * charge, so it is always refunded.
 */
export function planConfirm(input: PlanInput): Plan {
  const d = input.delays;
  if (input.riskLevel === 'very_high') {
    return { trigger: 'risk_decline', planned: cancelled('RISD', d) };
  }
  const authentication = input.payment.authentication;
  if (authentication === 'unavailable') {
    return {
      trigger: 'authentication_failed',
      planned: [{ afterMs: d.processingMs, to: 'Declined', reasonCode: 'AUTHENTICATION_FAILED' }],
    };
  }
  const plan = planPayment(input);
  const challenge = authentication && CHALLENGES[authentication];
  return challenge ? { ...plan, challenge } : plan;
}

/** The payment once the buyer is authenticated (or needed not be). */
function planPayment(input: PlanInput): Plan {
  const d = input.delays;
  const nftId = input.nft.blockchainNftId;
  const declined = input.payment.decline;
  if (declined) {
    const reasonCode = declined === 'card_declined' ? 'CARD_DECLINED' : 'INSUFFICIENT_FUNDS';
    return {
      trigger: declined,
      planned: [{ afterMs: d.processingMs, to: 'Declined', reasonCode }],
    };
  }
  if (nftId === SANDBOX_NFT_IDS.notAvailable) {
    return { trigger: 'not_available', planned: cancelled('NA', d) };
  }
  if (nftId === SANDBOX_NFT_IDS.priceChange) {
    return { trigger: 'price_change', planned: cancelled('PRCC', d) };
  }
  const processed: PlannedTransition = { afterMs: d.processingMs, to: 'Processed' };
  if (nftId === SANDBOX_NFT_IDS.networkFailure) {
    const failedAt = d.processingMs + d.settlementMs;
    return {
      trigger: 'network_failure',
      planned: [
        processed,
        { afterMs: failedAt, to: 'Cancelled', reasonCode: 'NETF' },
        { afterMs: failedAt + d.refundMs, to: 'Refunded' },
      ],
    };
  }
  if (input.nft.executionType === 'smart_contract') {
    return {
      trigger: 'smart_contract',
      planned: [
        processed,
        { afterMs: d.processingMs + d.settlementMs, to: 'Complete', txHash: input.txHash },
      ],
    };
  }
  // The merchant delivers the NFT and reports it with a Delivered order event.
  return { trigger: 'awaits_delivery', planned: [processed] };
}
