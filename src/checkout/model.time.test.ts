import { describe, expect, it, vi } from 'vitest';
import { json, session, stateWith } from './testing/fakeService.js';
import { useModels } from './testing/modelHelpers.js';
import { clock, NOW, settle } from './testing/setup.js';

const setup = useModels();
const iso = (ms: number) => new Date(ms).toISOString();

describe('time to pay in the checkout', () => {
  it("counts down from the service's time when the buyer's clock is 10 minutes off", async () => {
    for (const skew of [600_000, -600_000]) {
      const { model } = setup({ deps: { now: () => clock.now + skew } });
      await model.load();
      // The fake session answers at 10:00 and the order expires at 10:30.
      expect(model.secondsLeft.value).toBe(1800);
      expect(model.step.value).toBe('details');
      model.dispose();
    }
  });

  it('keeps counting after a decline the buyer may retry, and stops while the order is paid', async () => {
    vi.useFakeTimers();
    try {
      const { model, service } = setup();
      await model.load();
      await vi.advanceTimersByTimeAsync(0);
      const live = service.lastStream();
      expect(live?.open).toBe(true);
      live?.send(stateWith(['Processing']));
      await vi.advanceTimersByTimeAsync(0);
      clock.now += 60_000;
      await vi.advanceTimersByTimeAsync(1000);
      expect(model.secondsLeft.value).toBe(1800);
      live?.send(stateWith(['Processing', 'Declined'], { reasonCode: 'CARD_DECLINED' }));
      await vi.advanceTimersByTimeAsync(0);
      expect(model.secondsLeft.value).toBe(1740);
      clock.now += 10_000;
      await vi.advanceTimersByTimeAsync(1000);
      expect(model.secondsLeft.value).toBe(1730);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the service for more time from the expiry shown, and follows the new expiry', async () => {
    const expiresAt = NOW + 100_000;
    const base = session();
    const { model, service } = setup({
      session: {
        ...base,
        expiresAt: iso(expiresAt),
        state: { ...base.state, order: { ...base.state.order, expiresAt: iso(expiresAt) } },
      },
    });
    const extended = NOW + 700_000;
    service.route('POST /checkout/order/extend', () => {
      const state = { ...base.state, order: { ...base.state.order, expiresAt: iso(extended) } };
      service.setState(state);
      return json(200, {
        state,
        expiresAt: iso(extended),
        maxExpiresAt: base.maxExpiresAt,
        now: iso(NOW),
      });
    });
    await model.load();
    expect(model.time.value?.warning.value).toBe(120);
    expect(model.announcement.value).toBe(
      'Less than 2 minutes left to pay. You can ask for more time.',
    );
    await model.time.value?.extend();
    await settle();
    expect(service.callsTo('POST', '/checkout/order/extend')[0]?.body).toEqual({
      expiresAt: iso(expiresAt),
    });
    expect(model.secondsLeft.value).toBe(700);
    expect(model.orderState.value?.order.expiresAt).toBe(iso(extended));
    expect(model.announcement.value).toMatch(/^Time to pay extended until /);
  });
});
