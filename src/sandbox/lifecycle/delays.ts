/** How long each automatic step of the lifecycle takes, in milliseconds. */
export interface LifecycleDelays {
  /** Processing → Processed, Declined or Cancelled (the payment result). */
  processingMs: number;
  /** Processed → Complete (smart_contract delivery) or → Cancelled NETF (delivery failed). */
  settlementMs: number;
  /** Cancelled → Refunded. */
  refundMs: number;
  /** An identity document's submission → the verifier's verdict. */
  verificationMs: number;
  /** How long a card's authentication challenge waits for the buyer before it fails. */
  challengeMs: number;
}

/** Human scale: a person watching the widget sees each state. */
export const DEFAULT_DELAYS: Readonly<LifecycleDelays> = {
  processingMs: 1500,
  settlementMs: 2000,
  refundMs: 1500,
  verificationMs: 3000,
  challengeMs: 5 * 60_000,
};

/** The `fast` preset, for tests and the e2e suite. */
export const FAST_DELAYS: Readonly<LifecycleDelays> = {
  processingMs: 50,
  settlementMs: 50,
  refundMs: 50,
  verificationMs: 50,
  // Long enough for an e2e run to read and answer the challenge page.
  challengeMs: 60_000,
};

export type DelayOption = 'fast' | 'default' | Partial<LifecycleDelays>;

/** Resolves a preset name or partial delays; negative or non-finite values fall back. */
export function resolveDelays(option: DelayOption | undefined): LifecycleDelays {
  if (option === 'fast') return { ...FAST_DELAYS };
  if (option === undefined || option === 'default') return { ...DEFAULT_DELAYS };
  const pick = (key: keyof LifecycleDelays) => {
    const value = option[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? value
      : DEFAULT_DELAYS[key];
  };
  return {
    processingMs: pick('processingMs'),
    settlementMs: pick('settlementMs'),
    refundMs: pick('refundMs'),
    verificationMs: pick('verificationMs'),
    challengeMs: pick('challengeMs'),
  };
}
