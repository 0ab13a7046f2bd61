import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import { purchaseStrings } from './purchase/strings.js';
import { session } from './testing/fakeService.js';
import { paymentOf, record, useModels } from './testing/modelHelpers.js';

const setup = useModels();

describe('a card frame that cannot be used', () => {
  it('is reported to the host once at load, and the buyer reads why, not "still loading"', async () => {
    // A frame it could not address (as on a file:// page, which e2e covers): CONFIGURATION.
    const { model } = setup({
      session: session({ cardFrameUrl: 'http://*/v1/checkout/card-frame' }),
    });
    const seen = record(model);
    await model.load();
    expect(seen.errors.map((e) => e.code)).toEqual(['CONFIGURATION']);
    expect(paymentOf(model).models.card.problem.value?.message).toBe(
      purchaseStrings.payment.cardFrameUrl,
    );

    model.next();
    await model.next();
    expect(model.step.value).toBe('payment');
    expect(paymentOf(model).error.value).toBe(purchaseStrings.payment.cardFrameUrl);
    expect(paymentOf(model).error.value).not.toBe(purchaseStrings.payment.cardNotReady);
    // The frame component reports the same problem when it renders: the host heard it already.
    paymentOf(model).models.card.setProblem(new NftCheckoutError('CONFIGURATION', 'again'));
    expect(seen.errors).toHaveLength(1);

    // Other methods still work.
    paymentOf(model).select('ach');
    await paymentOf(model).models.ach.link({
      aggregator: 'plaid',
      username: 'user_good',
      password: 'pass_good',
    });
    await model.next();
    expect(model.step.value).toBe('review');
  });

  it('a part that cannot load on the same page is the same problem: the host hears it once', async () => {
    const { model } = setup({
      session: session({ cardFrameUrl: 'http://*/v1/checkout/card-frame' }),
    });
    const seen = record(model);
    await model.load();
    model.report(new NftCheckoutError('CONFIGURATION', 'a chunk cannot load from a file page'));
    expect(seen.errors.map((e) => e.code)).toEqual(['CONFIGURATION']);
    // Other failures are each told.
    model.report(new NftCheckoutError('NETWORK', 'a chunk did not load'));
    model.report(new NftCheckoutError('NETWORK', 'a chunk did not load'));
    expect(seen.errors.map((e) => e.code)).toEqual(['CONFIGURATION', 'NETWORK', 'NETWORK']);
  });

  it('a frame that did not load is reported once; its message goes when it loads after all', async () => {
    const { model } = setup();
    const seen = record(model);
    await model.load();
    model.next();
    const failed = new NftCheckoutError('NETWORK', purchaseStrings.payment.cardFrameFailed);
    paymentOf(model).models.card.setProblem(failed);
    paymentOf(model).models.card.setProblem(failed);
    expect(seen.errors.map((e) => e.code)).toEqual(['NETWORK']);
    await model.next();
    expect(paymentOf(model).error.value).toBe(purchaseStrings.payment.cardFrameFailed);
    paymentOf(model).models.card.setProblem(null);
    expect(paymentOf(model).error.value).toBeNull();
  });

  it('says nothing when the checkout offers no card', async () => {
    const { model } = setup({
      session: session({
        cardFrameUrl: 'http://*/v1/checkout/card-frame',
        paymentMethods: { enabled: ['ach'], default: 'ach' },
      }),
    });
    const seen = record(model);
    await model.load();
    expect(seen.errors).toEqual([]);
  });
});
