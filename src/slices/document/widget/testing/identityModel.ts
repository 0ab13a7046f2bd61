import { signal } from '@preact/signals';
import { vi } from 'vitest';
import type { OrderState } from '../../../../api/checkout.js';
import type { NftCheckoutError } from '../../../../api/errors.js';
import {
  BUYER,
  type IdentityStep,
  stateWith,
  stateWithIdentity,
} from '../../../../checkout/testing/fixtures.js';
import type { IdentityAssessRequest } from '../../api/checkoutIdentity.js';
import type { IdentityCheck } from '../../api/identityCheck.js';
import { type DocumentSubmission, IdentityModel } from '../model.js';

/** An identity model over signals, with a scripted assessment and a stand-in document frame. */
export function setup(options: { enabled?: boolean; answers?: Array<OrderState | Error> } = {}) {
  const order = signal<OrderState>(stateWith([]));
  const check = signal<IdentityCheck | undefined>(undefined);
  const facts = signal<IdentityAssessRequest>({ buyer: BUYER });
  const payable = signal(true);
  const answers = options.answers ?? [];
  const announced: string[] = [];
  const reported: NftCheckoutError[] = [];
  const assess = vi.fn(async (_body: IdentityAssessRequest) => {
    const answer = answers.shift() ?? stateWithIdentity(['required']);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const model = new IdentityModel({
    enabled: options.enabled ?? true,
    check,
    facts: () => facts.value,
    assess,
    offer: (state) => feed(state),
    payable: () => payable.value,
    announce: (text) => announced.push(text),
    report: (error) => reported.push(error),
  });
  /** The order store's part, as the purchase wires it: the state held, then react(). */
  function feed(state: OrderState) {
    order.value = state;
    check.value = state.identity;
    model.react(state);
  }
  /** The feed carries the check after `steps`. */
  const feedSteps = (steps: IdentityStep[]) => feed(stateWithIdentity(steps));
  let submissions = 0;
  const frame = {
    failure: null as Error | null,
    tokenize: vi.fn(async (): Promise<DocumentSubmission> => {
      if (frame.failure) throw frame.failure;
      submissions++;
      return { verificationId: `ver_${submissions}` };
    }),
  };
  return { model, order, facts, payable, assess, announced, reported, feed, feedSteps, frame };
}

/** Lets the pending promises settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
