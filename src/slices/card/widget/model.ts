import { action, computed, createModel, signal } from '@preact/signals';
import type { CheckoutSession } from '../../../api/checkout.js';
import { fillTemplate } from '../../../api/text.js';
import { createFrameSlot } from '../../../checkout/frames/frameSlot.js';
import { frameSource } from '../../../checkout/frames/frameSource.js';
import type { MethodContext, PreparedPayment } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import type { CardToken } from '../api/cardToken.js';
import { CARD_FRAME_WORDS } from './cardFrameWords.js';

/** The part of the card frame the model uses (see CardFrame.tsx). */
export interface CardTokenizer {
  tokenize(): Promise<CardToken>;
}

const brandName = (token: CardToken) => purchaseStrings.payment.brands[token.brand] ?? token.brand;

/** The card in the service's frame: its handle, its token, and why it cannot be used. */
export const CardModel = createModel((context: MethodContext) => {
  const { error } = context;
  const complete = signal(false);
  const token = signal<CardToken | null>(null);
  /** The card frame: its handle, and why it cannot be used now. */
  const frame = createFrameSlot<CardTokenizer>(error, context.report);
  const { problem, setProblem } = frame;

  return {
    complete,
    token,
    ready: computed(() => complete.value || token.value !== null),
    problem,
    /** The buyer reads why the card form cannot be used, never that it is "still loading". */
    notice: computed(() => problem.value?.message),
    /** Back from the review: the card already tokenized, shown above the (emptied) frame. */
    using: computed(() => {
      const kept = token.value;
      return kept
        ? fillTemplate(purchaseStrings.payment.usingCard, {
            brand: brandName(kept),
            last4: kept.last4,
          })
        : undefined;
    }),
    summary: computed(() => {
      const kept = token.value;
      return kept
        ? fillTemplate(purchaseStrings.review.card, { brand: brandName(kept), last4: kept.last4 })
        : '';
    }),
    setHandle: frame.setHandle,
    setComplete: action((next: boolean) => {
      complete.value = next;
    }),
    reportError: frame.reportError,
    /**
     * The card frame cannot be used (null: it works again). The host hears of each kind of
     * problem once per checkout; the buyer's message goes once the problem does.
     */
    setProblem,
    /** A card frame that cannot work on this page (a file:// page) is reported once, now. */
    start: action((session: CheckoutSession) => {
      const origin = globalThis.location?.origin ?? 'null';
      const frame = frameSource(session.cardFrameUrl, origin, CARD_FRAME_WORDS);
      if (typeof frame !== 'string') setProblem(frame);
    }),
    prepare: action(async (): Promise<PreparedPayment | null> => {
      // Back from the review: the frame was emptied after tokenizing, the token is unspent.
      const kept = token.value;
      if (kept && !complete.value) {
        return {
          payment: { type: 'card', cardToken: kept.cardToken },
          type: kept.paymentMethodType,
        };
      }
      const blocked = problem.value;
      if (blocked) {
        error.value = blocked.message;
        return null;
      }
      const handle = frame.handle();
      if (!handle) {
        error.value = purchaseStrings.payment.cardNotReady;
        return null;
      }
      const made = await handle.tokenize();
      if (!context.enabled.value.includes(made.paymentMethodType)) {
        const name =
          purchaseStrings.payment.typeNames[made.paymentMethodType] ?? made.paymentMethodType;
        error.value = fillTemplate(purchaseStrings.payment.cardTypeNotAccepted, { type: name });
        return null;
      }
      token.value = made;
      return { payment: { type: 'card', cardToken: made.cardToken }, type: made.paymentMethodType };
    }),
    reset: action(() => {
      token.value = null;
    }),
    dispose: action(() => frame.setHandle(null)),
  };
});

export type CardMethodModel = InstanceType<typeof CardModel>;
