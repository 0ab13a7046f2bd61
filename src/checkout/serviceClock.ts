/**
 * The service's time, as the widget knows it: the last time the service told (`now` in an
 * answer) plus what the monotonic clock has counted since. The buyer's wall clock may be wrong
 * by minutes, and the order expires by the service's clock, so the countdown runs on this.
 */
export interface ServiceClock {
  /** The service's time now, in epoch ms; the wall clock until the first sync. */
  now(): number;
  /** Monotonic ms, to note when a request that will sync the clock left. */
  mark(): number;
  /**
   * Sets the clock from a time the service answered with. With `sentAt` (a `mark()` taken when
   * the request left), the service is taken to have answered halfway through the round trip.
   */
  sync(serviceTime: string, sentAt?: number): void;
  /** Whether the service has told its time yet. */
  readonly synced: boolean;
}

export function createServiceClock(
  monotonic: () => number = () => performance.now(),
  wall: () => number = Date.now,
): ServiceClock {
  let base: { service: number; at: number } | undefined;
  return {
    now: () => (base ? base.service + (monotonic() - base.at) : wall()),
    mark: monotonic,
    sync(serviceTime, sentAt) {
      const service = Date.parse(serviceTime);
      if (!Number.isFinite(service)) return;
      const arrived = monotonic();
      const at = sentAt === undefined || sentAt > arrived ? arrived : (sentAt + arrived) / 2;
      base = { service, at };
    },
    get synced() {
      return base !== undefined;
    },
  };
}
