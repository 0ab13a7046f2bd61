import { action, batch, computed, createModel, signal } from '@preact/signals';
import type { NftCheckoutError } from '../../../api/errors.js';
import { maskSsn } from '../../../api/ssn.js';
import { createFrameSlot } from '../../../checkout/frames/frameSlot.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { asCheckoutError, buyerMessage, isAbort } from '../../../checkout/serviceMessages.js';
import type { TaxIdToken } from '../api/checkoutTaxId.js';

export interface TaxIdTokenizer {
  tokenize(): Promise<TaxIdToken>;
}

export interface TaxIdModelDeps {
  /** A failure the host should hear about (not the buyer's typo). */
  report(error: NftCheckoutError): void;
}

/**
 * The tax-id step: the SSN is typed into the service's frame, which hands back only a token and
 * the last four digits. This model keeps that token for confirm and shows the number masked.
 */
export const TaxIdModel = createModel((deps: TaxIdModelDeps) => {
  const token = signal<TaxIdToken | null>(null);
  /** The frame is shown (no token yet, or the buyer chose Change). */
  const editing = signal(true);
  const error = signal<string | null>(null);
  /** Why the frame cannot be used now (its configuration, or it did not load). */
  const frame = createFrameSlot<TaxIdTokenizer>(error, deps.report);
  const { problem } = frame;
  const busy = signal(false);

  async function submit(): Promise<boolean> {
    if (token.value && !editing.value) return true;
    if (busy.value) return false;
    const blocked = problem.value;
    const handle = frame.handle();
    if (blocked || !handle) {
      error.value = blocked ? blocked.message : purchaseStrings.taxId.notReady;
      return false;
    }
    busy.value = true;
    error.value = null;
    try {
      const made = await handle.tokenize();
      batch(() => {
        token.value = made;
        editing.value = false;
      });
      return true;
    } catch (failure) {
      if (isAbort(failure)) return false;
      const reason = asCheckoutError(failure);
      // The frame shows what is wrong with the number next to it; the rest is said here.
      if (reason.code !== 'VALIDATION') error.value = buyerMessage(reason);
      if (reason.code !== 'VALIDATION' && reason.code !== 'RATE_LIMITED') deps.report(reason);
      return false;
    } finally {
      busy.value = false;
    }
  }

  return {
    token,
    editing,
    error,
    problem,
    busy,
    /** `•••-••-6789` once entered. */
    masked: computed(() => (token.value ? maskSsn(token.value.last4) : '')),
    setHandle: frame.setHandle,
    reportError: frame.reportError,
    /** The frame cannot be used (null: it works again); the host hears of each kind once. */
    setProblem: frame.setProblem,
    /** The buyer wants to type the number again. */
    change: action(() => {
      editing.value = true;
      error.value = null;
    }),
    submit: action(submit),
  };
});

export type TaxIdModel = InstanceType<typeof TaxIdModel>;
