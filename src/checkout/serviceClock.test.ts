import { describe, expect, it } from 'vitest';
import { createServiceClock } from './serviceClock.js';

const SERVICE = '2026-11-22T10:00:00.000Z';

describe('createServiceClock', () => {
  it('falls back to the wall clock until the service has told its time', () => {
    const clock = createServiceClock(
      () => 0,
      () => 42,
    );
    expect(clock.synced).toBe(false);
    expect(clock.now()).toBe(42);
  });

  it("runs from the service's time on the monotonic clock, whatever the wall clock says", () => {
    let mono = 1000;
    let wall = Date.parse(SERVICE) + 10 * 60_000; // the buyer's clock is 10 minutes ahead
    const clock = createServiceClock(
      () => mono,
      () => wall,
    );
    clock.sync(SERVICE);
    expect(clock.now()).toBe(Date.parse(SERVICE));
    mono += 5000;
    wall -= 3_600_000; // and the buyer moves it back an hour: nothing changes
    expect(clock.now()).toBe(Date.parse(SERVICE) + 5000);
  });

  it('takes the answer to have been made halfway through the round trip', () => {
    let mono = 0;
    const clock = createServiceClock(() => mono);
    const sentAt = clock.mark();
    mono = 400;
    clock.sync(SERVICE, sentAt);
    expect(clock.now()).toBe(Date.parse(SERVICE) + 200);
  });

  it('ignores a time it cannot read', () => {
    const clock = createServiceClock(
      () => 0,
      () => 7,
    );
    clock.sync('soon');
    expect(clock.synced).toBe(false);
    expect(clock.now()).toBe(7);
  });
});
