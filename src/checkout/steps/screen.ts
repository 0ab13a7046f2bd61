import type { OrderStatus } from '../../api/orders.js';

/** A step of the flow, by its descriptor's id (steps/index.ts lists them). */
export type FormStep = string;
/** What the checkout shows once the order cannot be paid (the outcomes module draws them). */
export type OutcomeStep =
  | 'processing'
  | 'processed'
  | 'complete'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'error';
/** What the checkout shows; `.nftc-root` carries it as `data-step`. */
export type Step = 'loading' | OutcomeStep | FormStep;

const STATUS_STEPS: Partial<Record<OrderStatus, OutcomeStep>> = {
  Processing: 'processing',
  Processed: 'processed',
  Complete: 'complete',
  Cancelled: 'cancelled',
  Refunded: 'cancelled',
  Expired: 'expired',
};

export interface StepInput {
  /** A failure that stopped the checkout; EXPIRED shows the expired screen. */
  fatalCode: string | undefined;
  loaded: boolean;
  /**
   * The first step can show before the order is known: it is bundled with the script and asks
   * only for the buyer's details, which the buyer may type while the session is on its way.
   */
  early: boolean;
  status: OrderStatus;
  /** The buyer chose to try another method after a decline. */
  retrying: boolean;
  /** The countdown reached zero. */
  timeUp: boolean;
  formStep: FormStep;
}

/** The screen for the order's status: the form while it can be paid, else its outcome. */
export function stepFor(input: StepInput): Step {
  if (input.fatalCode) return input.fatalCode === 'EXPIRED' ? 'expired' : 'error';
  if (!input.loaded) return input.early ? input.formStep : 'loading';
  const { status } = input;
  const payable = status === 'Draft' || (status === 'Declined' && input.retrying);
  if (payable) return input.timeUp ? 'expired' : input.formStep;
  if (status === 'Declined') return input.timeUp ? 'expired' : 'declined';
  return STATUS_STEPS[status] ?? 'error';
}
