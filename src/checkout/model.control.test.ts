import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../api/hostEvents.js';
import { failure, thrown } from '../api/testing/failure.js';
import type { FormModel } from '../slices/details/widget/model.js';
import { errorResponse, stateWith, TOKEN } from './testing/fakeService.js';
import { paymentOf, toReview, useModels } from './testing/modelHelpers.js';
import { fakeCard, settle } from './testing/setup.js';

const setup = useModels();

describe('change events', () => {
  it('tells the step and whether it is complete, only when either changes', async () => {
    const seen: ChangeEvent[] = [];
    const { model } = setup({ options: { onChange: (event) => seen.push(event) } });
    const at = () => seen.map((e) => `${e.step}:${e.complete}`);
    // The first step shows at once; its form is not valid until the prefill is in.
    expect(at()).toEqual(['details:false']);
    await model.load();
    await settle();
    expect(at()).toEqual(['details:false', 'details:true']);
    // Typing that keeps the form valid tells nothing.
    model.form.setField('firstName', 'Ada');
    model.form.setField('firstName', 'Augusta');
    model.form.setField('emailAddress', 'nope');
    model.form.setField('emailAddress', 'ada@example.com');
    expect(at()).toEqual(['details:false', 'details:true', 'details:false', 'details:true']);
    model.next();
    paymentOf(model).models.card.setComplete(true);
    paymentOf(model).models.card.setComplete(true);
    paymentOf(model).models.card.setHandle(fakeCard());
    await model.next();
    expect(at().slice(4)).toEqual(['payment:false', 'payment:true', 'review:true']);
    model.back();
    expect(at().slice(7)).toEqual(['payment:true']);
  });

  it('tells the outcome: paid is complete; a late listener hears the latest once', async () => {
    const { model, service } = setup();
    await model.load();
    await toReview(model);
    await model.submit();
    service.lastStream()?.send(stateWith(['Processing', 'Processed', 'Complete']));
    await vi.waitFor(() => expect(model.step.value).toBe('complete'));
    const late = vi.fn();
    model.on('change', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ type: 'change', step: 'complete', complete: true });
  });
});

describe('submit', () => {
  it('confirms once however often it is called, with the Pay button too', async () => {
    const { model, service } = setup();
    await model.load();
    await toReview(model);
    const calls = [model.submit(), model.submit(), model.pay(), model.submit()];
    await expect(Promise.all(calls)).resolves.toBeDefined();
    expect(service.callsTo('POST', '/checkout/confirm')).toHaveLength(1);
    expect(model.step.value).toBe('processing');
    // Paid: nothing more to submit.
    const after = await failure(model.submit());
    expect(after.code).toBe('VALIDATION');
    expect(after.message).toContain('"processing"');
    expect(service.callsTo('POST', '/checkout/confirm')).toHaveLength(1);
  });

  it('refuses off the review step, naming the step, and sends nothing', async () => {
    const { model, service } = setup();
    const early = await failure(model.submit());
    expect(early.code).toBe('VALIDATION');
    expect(early.message).toContain('loading');
    await model.load();
    await settle();
    const onDetails = await failure(model.submit());
    expect(onDetails.code).toBe('VALIDATION');
    expect(onDetails.message).toContain('"details"');
    model.next();
    expect((await failure(model.submit())).message).toContain('"payment"');
    expect(service.callsTo('POST', '/checkout/confirm')).toEqual([]);
  });

  it('rejects with the failure the buyer is shown', async () => {
    const { model, service } = setup();
    service.route('POST /checkout/confirm', () => errorResponse(503, 'SERVER', 'busy'));
    await model.load();
    await toReview(model);
    const error = await failure(model.submit());
    expect(error.code).toBe('SERVER');
    expect(model.payError.value).toMatch(/had a problem/);
  });

  it('hides the Pay button with submitButton: false (the option)', () => {
    const { model } = setup({ options: { submitButton: false } });
    expect(model.options().submitButton).toBe(false);
  });
});

describe('update', () => {
  it('changes locale, appearance and callbacks; what the buyer typed and the step stay', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { model, service } = setup({ options: { onComplete: first } });
    await model.load();
    model.form.setField('firstName', 'Augusta');
    await toReview(model);
    expect(model.format.money(1234.5, 'usd')).toBe('$1,234.50');
    model.update({
      locale: 'fr-FR',
      appearance: { theme: 'dark', variables: { '--nftc-radius': '2px' } },
      onComplete: second,
    });
    expect(model.step.value).toBe('review');
    expect(model.form.values.value.firstName).toBe('Augusta');
    expect(model.locale.value).toBe('fr-FR');
    const french = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' });
    expect(model.format.money(1234.5, 'usd')).toBe(french.format(1234.5));
    expect(model.options().appearance).toEqual({
      theme: 'dark',
      variables: { '--nftc-radius': '2px' },
    });
    expect(model.options().clientToken).toBe(TOKEN);
    await model.submit();
    service.lastStream()?.send(stateWith(['Processing', 'Processed', 'Complete']));
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).not.toHaveBeenCalled();
  });

  it('a swapped callback does not hear again what the old one heard', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { model } = setup({ options: { onReady: first } });
    await model.load();
    model.update({ onReady: second });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    model.update({ onReady: undefined });
  });

  it('refuses what only a new mount can change, and invalid values, keeping the options', async () => {
    const { model } = setup();
    for (const key of ['clientToken', 'baseUrl', 'mode'] as const) {
      const error = thrown(() => model.update({ [key]: 'x' }));
      expect(error.code).toBe('CONFIGURATION');
      expect(error.message).toContain(`update() cannot change ${key}`);
      expect(error.message).toContain('unmount()');
    }
    const bad = thrown(() => model.update({ locale: 'not a locale!' }));
    expect(bad.code).toBe('CONFIGURATION');
    expect(bad.issues.map((issue) => issue.path)).toEqual(['locale']);
    const unknown = thrown(() => model.update({ onCompleted: () => undefined } as never));
    expect(unknown.message).toContain('Unknown option onCompleted');
    const theme = thrown(() => model.update({ appearance: { theme: 'blue' as 'dark' } }));
    expect(theme.issues.map((issue) => issue.path)).toEqual(['appearance.theme']);
    expect(model.locale.value).toBe('en-US');
    expect(model.options().appearance.theme).toBe('auto');
  });
});

describe('a checkout mounted again with the form of the last one (the element)', () => {
  it('takes the buyer back to the step they were on, through Continue, and no further', async () => {
    const held: { current?: FormModel; step?: string } = {};
    const first = setup({ deps: { form: held } });
    await first.model.load();
    await toReview(first.model);
    first.model.form.setField('firstName', 'Augusta');
    first.model.dispose();
    expect(held.step).toBe('review');

    // The card was in the service's frame: the new checkout stops at the payment step.
    const second = setup({ deps: { form: held } });
    await second.model.load();
    expect(second.model.flow.id.value).toBe('payment');
    expect(second.model.form.values.value.firstName).toBe('Augusta');
    expect(held.step).toBeUndefined();
    expect(second.service.callsTo('POST', '/checkout/confirm')).toHaveLength(0);
  });

  it('stays on the details when they are no longer complete', async () => {
    const held: { current?: FormModel; step?: string } = {};
    const first = setup({ deps: { form: held } });
    await first.model.load();
    first.model.next();
    expect(first.model.flow.id.value).toBe('payment');
    first.model.form.setField('emailAddress', 'not an address');
    first.model.dispose();

    const second = setup({ deps: { form: held } });
    await second.model.load();
    expect(second.model.flow.id.value).toBe('details');
    // Nothing was checked aloud: the buyer sees no errors until they press Continue.
    expect(second.model.form.errors.value).toEqual({});
  });
});
