import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from '../../../api/errors.js';
import { strings } from '../../../checkout/strings.js';
import { BUYER, stateWith, stateWithIdentity } from '../../../checkout/testing/fixtures.js';
import { setup } from './testing/identityModel.js';

describe('the assessment', () => {
  it('asks nothing when the session has the identity check off', async () => {
    const { model, assess } = setup({ enabled: false });
    expect(await model.assess()).toBe(true);
    expect(assess).not.toHaveBeenCalled();
  });

  it('sends the facts, hands the answer to the order store, and asks again only when they change', async () => {
    const { model, assess, facts, order } = setup();
    expect(await model.assess()).toBe(true);
    expect(assess).toHaveBeenCalledWith({ buyer: BUYER });
    expect(order.value.identity?.status).toBe('required');
    expect(await model.assess()).toBe(true);
    expect(assess).toHaveBeenCalledTimes(1);
    facts.value = { buyer: BUYER, taxIdToken: 'tid_0123456789abcdefABCDEF01' };
    await model.assess();
    expect(assess).toHaveBeenCalledTimes(2);
    expect(assess.mock.calls[1]?.[0].taxIdToken).toBe('tid_0123456789abcdefABCDEF01');
  });

  it('sends one request for a double click', async () => {
    const { model, assess } = setup();
    const [first, second] = await Promise.all([model.assess(), model.assess()]);
    expect([first, second]).toEqual([true, true]);
    expect(assess).toHaveBeenCalledTimes(1);
  });

  it('says why it failed, in the service words for the buyer, and asks again next time', async () => {
    const { model, assess, reported } = setup({
      answers: [new NftCheckoutError('SERVER', 'internal'), stateWithIdentity(['required'])],
    });
    const asking = model.assess();
    expect(model.preparing.value).toBe(true);
    expect(await asking).toBe(false);
    expect(model.preparing.value).toBe(false);
    expect(model.prepareError.value).toBe(strings.serviceErrors.SERVER);
    expect(reported.map((e) => e.code)).toEqual(['SERVER']);
    expect(await model.assess()).toBe(true);
    expect(model.prepareError.value).toBeNull();
    expect(assess).toHaveBeenCalledTimes(2);
  });

  it("shows a refusal of the buyer's details as the service words it, without telling the host", async () => {
    const refusal = new NftCheckoutError('VALIDATION', 'Invalid buyer: the phone is not verified.');
    const { model, reported } = setup({ answers: [refusal] });
    expect(await model.assess()).toBe(false);
    expect(model.prepareError.value).toBe('Invalid buyer: the phone is not verified.');
    expect(reported).toEqual([]);
  });

  it('stops the move when the answer cancelled the order (a very high risk)', async () => {
    const cancelled = stateWith(['Cancelled'], { reasonCode: 'RISD' });
    const { model, payable } = setup({ answers: [cancelled] });
    payable.value = false;
    expect(await model.assess()).toBe(false);
  });
});
