// A step decided by the service: prepared when the buyer leaves the step before it, with a
// test-only step registered in the flow.
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { details } from '../../slices/details/widget/index.js';
import { payment } from '../../slices/payment/widget/index.js';
import { review } from '../../slices/review/widget/index.js';
import type { CheckoutModel } from '../model.js';
import { loadedModel } from '../testing/setup.js';
import type { AnyStep } from './descriptor.js';
import { phoneStep } from './testing/testStep.js';

vi.mock(
  '../../slices/card/widget/CardFrame.js',
  () => import('../../slices/card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

describe('a step decided by the service (prepare)', () => {
  /** A step needed once its preparation says so; `answer` is what the preparation returns. */
  function preparing(more: Partial<AnyStep> = {}) {
    const needed = signal(false);
    const calls: string[] = [];
    let answer = true;
    const step = phoneStep({
      id: 'test-prepared',
      continueLabel: 'Continue to the prepared step',
      needed: () => needed.value,
      prepare: async () => {
        calls.push('prepare');
        needed.value = true;
        return answer;
      },
      ...more,
    });
    return {
      step,
      calls,
      needed,
      refuse: () => {
        answer = false;
      },
    };
  }

  it('prepares once the leave passes, then goes where the answer leads', async () => {
    const prepared = preparing();
    const order: string[] = [];
    const guarded = {
      ...details,
      leave: (context: Parameters<NonNullable<AnyStep['leave']>>[0]) => {
        order.push('leave');
        return details.leave!(context);
      },
    };
    ({ model } = await loadedModel({ deps: { flow: [guarded, prepared.step, payment, review] } }));
    // Before the click the step is not needed: Continue reads as the payment's.
    expect(model.flow.following.value?.id).toBe('payment');
    await model.next();
    expect([...order, ...prepared.calls]).toEqual(['leave', 'prepare']);
    expect(model.flow.id.value).toBe('test-prepared');
  });

  it('stops the move when the preparation answers false', async () => {
    const prepared = preparing();
    prepared.refuse();
    ({ model } = await loadedModel({ deps: { flow: [details, prepared.step, payment, review] } }));
    await model.next();
    expect(prepared.calls).toEqual(['prepare']);
    expect(model.flow.id.value).toBe('details');
  });

  it('does not prepare when the leave fails', async () => {
    const prepared = preparing();
    ({ model } = await loadedModel({ deps: { flow: [details, prepared.step, payment, review] } }));
    model.form.setField('firstName', '');
    await model.next();
    expect(prepared.calls).toEqual([]);
    expect(model.flow.id.value).toBe('details');
  });

  it('waits with a step further on until the buyer reaches it', async () => {
    const prepared = preparing();
    const flow = [details, phoneStep(), prepared.step, payment, review];
    ({ model } = await loadedModel({ deps: { flow } }));
    // The details lead to the phone first: nothing to prepare yet, so they move in the click.
    void model.next();
    expect(model.flow.id.value).toBe('test-phone');
    expect(prepared.calls).toEqual([]);
    await model.next();
    expect(prepared.calls).toEqual(['prepare']);
    expect(model.flow.id.value).toBe('test-prepared');
  });

  it('keeps the move in the same click when no later step prepares in this checkout', async () => {
    const prepared = preparing({ prepares: () => false });
    ({ model } = await loadedModel({ deps: { flow: [details, prepared.step, payment, review] } }));
    void model.next();
    expect(model.flow.id.value).toBe('payment');
    expect(prepared.calls).toEqual([]);
  });
});
