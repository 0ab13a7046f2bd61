// Test-only: the loyalty card step's model. The number is typed into the service's frame, which
// hands back a token; Continue asks the frame for it once.
import { action, createModel, signal } from '@preact/signals';
import type { NftCheckoutError } from '../../../api/errors.js';
import { createFrameSlot } from '../../../checkout/frames/frameSlot.js';
import { asCheckoutError, buyerMessage } from '../../../checkout/serviceMessages.js';
import type { LoyaltyCardToken } from '../api/loyaltyCard.js';

export interface LoyaltyTokenizer {
  tokenize(): Promise<LoyaltyCardToken>;
}

export const LoyaltyModel = createModel((report: (error: NftCheckoutError) => void) => {
  const token = signal<LoyaltyCardToken | null>(null);
  const error = signal<string | null>(null);
  const frame = createFrameSlot<LoyaltyTokenizer>(error, report);

  async function submit(): Promise<boolean> {
    if (token.value) return true;
    const handle = frame.handle();
    if (!handle) {
      error.value = 'The loyalty card form is still loading. Try again in a moment.';
      return false;
    }
    error.value = null;
    try {
      token.value = await handle.tokenize();
      return true;
    } catch (failure) {
      const reason = asCheckoutError(failure);
      // The frame would show what is wrong with the number beside it; here it is said below.
      error.value = reason.code === 'VALIDATION' ? reason.message : buyerMessage(reason);
      return false;
    }
  }

  return {
    token,
    error,
    problem: frame.problem,
    setHandle: frame.setHandle,
    reportError: frame.reportError,
    setProblem: frame.setProblem,
    submit: action(submit),
  };
});

export type LoyaltyModel = InstanceType<typeof LoyaltyModel>;
