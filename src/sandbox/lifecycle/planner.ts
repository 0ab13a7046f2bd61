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
 * What the payment instrument's issuer or bank answers, as its resolver found it
 * (handlers/checkout/instruments.ts): a decline, or none when it approves.
 */
export interface PlannedPayment {
  decline?: Exclude<CardOutcome, 'approve'> | undefined;
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
export interface PlannedStep {
  afterMs: number;
  to: OrderStatus;
  reasonCode?: CancelReasonCode | DeclineReasonCode;
  txHash?: string;
}

/** Which trigger decided the outcome, for logs and tests. */
export type Trigger =
  | 'risk_decline'
  | 'card_declined'
  | 'insufficient_funds'
  | 'not_available'
  | 'price_change'
  | 'network_failure'
  | 'smart_contract'
  | 'awaits_delivery';

export interface Plan {
  trigger: Trigger;
  steps: PlannedStep[];
}

function cancelled(reasonCode: CancelReasonCode, d: LifecycleDelays): PlannedStep[] {
  return [
    { afterMs: d.processingMs, to: 'Cancelled', reasonCode },
    { afterMs: d.processingMs + d.refundMs, to: 'Refunded' },
  ];
}

/**
 * What a confirmed payment leads to: the steps after Draft/Declined → Processing. Checked in the
 * order a real payment meets them: risk, then the payment itself, then the NFT (availability,
 * price), then delivery. A cancellation comes after the charge, so it is always refunded.
 */
export function planConfirm(input: PlanInput): Plan {
  const d = input.delays;
  const nftId = input.nft.blockchainNftId;
  if (input.riskLevel === 'very_high') {
    return { trigger: 'risk_decline', steps: cancelled('RISD', d) };
  }
  const declined = input.payment.decline;
  if (declined) {
    const reasonCode = declined === 'card_declined' ? 'CARD_DECLINED' : 'INSUFFICIENT_FUNDS';
    return { trigger: declined, steps: [{ afterMs: d.processingMs, to: 'Declined', reasonCode }] };
  }
  if (nftId === SANDBOX_NFT_IDS.notAvailable) {
    return { trigger: 'not_available', steps: cancelled('NA', d) };
  }
  if (nftId === SANDBOX_NFT_IDS.priceChange) {
    return { trigger: 'price_change', steps: cancelled('PRCC', d) };
  }
  const processed: PlannedStep = { afterMs: d.processingMs, to: 'Processed' };
  if (nftId === SANDBOX_NFT_IDS.networkFailure) {
    const failedAt = d.processingMs + d.settlementMs;
    return {
      trigger: 'network_failure',
      steps: [
        processed,
        { afterMs: failedAt, to: 'Cancelled', reasonCode: 'NETF' },
        { afterMs: failedAt + d.refundMs, to: 'Refunded' },
      ],
    };
  }
  if (input.nft.executionType === 'smart_contract') {
    return {
      trigger: 'smart_contract',
      steps: [
        processed,
        { afterMs: d.processingMs + d.settlementMs, to: 'Complete', txHash: input.txHash },
      ],
    };
  }
  // The merchant delivers the NFT and reports it with a Delivered order event.
  return { trigger: 'awaits_delivery', steps: [processed] };
}
