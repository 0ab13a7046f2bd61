import { batch, computed, createModel, signal } from '@preact/signals';
import type { ExpiryExtension, OrderState } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import { fillTemplate } from '../api/text.js';
import { startCountdown } from './countdown.js';
import { say } from './locales/say.js';
import { purchaseStrings } from './purchase/strings.js';
import type { ServiceClock } from './serviceClock.js';
import { asCheckoutError, buyerMessage, isAbort } from './serviceMessages.js';

/** Seconds left at which the buyer is warned and may ask for more time (WCAG 2.2.1). */
export const WARNINGS = [120, 30] as const;
export type TimeWarning = (typeof WARNINGS)[number];

export interface TimeToPayDeps {
  clock: ServiceClock;
  /** POST /checkout/order/extend from the expiry shown. */
  extend(expiresAt: string): Promise<ExpiryExtension>;
  /** The order as the extension left it. */
  onExtended(state: OrderState): void;
  /** The time ran out on the service's clock. */
  onTimeUp(): void;
  /** The service refused because the order changed (paid, expired elsewhere): read it again. */
  onStale(): void;
  announce(text: string): void;
  /** A failure the host should hear about. */
  report(error: NftCheckoutError): void;
  /** An instant as the buyer reads a clock time (the locale's short time). */
  formatTime(iso: string): string;
  /** The buyer's wall clock, only to say "until" in the time their own clock shows. */
  wallNow?: () => number;
}

/**
 * Time left to pay, on the service's clock: the countdown, the warnings at 2 minutes and at 30
 * seconds (each announced once, whenever a tick finds it passed), one extension per warning up
 * to the order's latest possible expiry, and the moment time is up.
 */
export const TimeToPayModel = createModel((deps: TimeToPayDeps) => {
  const wallNow = deps.wallNow ?? Date.now;
  const secondsLeft = signal<number | null>(null);
  const warning = signal<TimeWarning | null>(null);
  /** The current warning still offers its one extension. */
  const offer = signal(false);
  /** The order already expires as late as it ever can. */
  const atLimit = signal(false);
  const extending = signal(false);
  const extendError = signal<string | null>(null);
  const timeUp = signal(false);
  /** The expiry on the buyer's own clock (ISO), so the time said agrees with the countdown. */
  const untilAt = signal<string | null>(null);
  // Formatted when read: a new locale (handle.update()) shows it in its own format at once.
  const until = computed(() => (untilAt.value === null ? null : deps.formatTime(untilAt.value)));
  let expiresAt = Number.NaN;
  let maxExpiresAt = Number.NaN;
  let warned = new Set<TimeWarning>();
  let stop: (() => void) | undefined;

  const msLeft = () => expiresAt - deps.clock.now();

  function tick(ms: number) {
    const left = Math.ceil(ms / 1000);
    if (left === 0) {
      batch(() => {
        secondsLeft.value = 0;
        offer.value = false;
        timeUp.value = true;
      });
      deps.onTimeUp();
      return;
    }
    const crossed = WARNINGS.filter((mark) => left <= mark && !warned.has(mark));
    batch(() => {
      secondsLeft.value = left;
      if (crossed.length === 0) return;
      for (const mark of crossed) warned.add(mark);
      // After a late tick (a background tab), only the most urgent warning is given.
      const mark = Math.min(...crossed) as TimeWarning;
      warning.value = mark;
      offer.value = !atLimit.value;
      extendError.value = null;
    });
    if (crossed.length) deps.announce(warningText());
  }

  function restart() {
    stop?.();
    const left = msLeft();
    atLimit.value = !(expiresAt < maxExpiresAt);
    // The warnings of a later expiry come again; those still passed stay given.
    warned = new Set([...warned].filter((mark) => left <= mark * 1000));
    if (warning.value !== null && left > warning.value * 1000) {
      batch(() => {
        warning.value = null;
        offer.value = false;
      });
    }
    untilAt.value = new Date(wallNow() + left).toISOString();
    stop = startCountdown({ msLeft, marks: WARNINGS.map((s) => s * 1000), onTick: tick });
  }

  function warningText(): string {
    const mark = warning.value;
    if (mark === null) return '';
    const next = offer.value
      ? purchaseStrings.timeToPay.canExtend
      : purchaseStrings.timeToPay.atLimit;
    const words = purchaseStrings.timeToPay;
    const left =
      mark >= 60
        ? say(words.warningMinutes, { count: mark / 60 })
        : say(words.warningSeconds, { count: mark });
    return `${left} ${atLimit.value || offer.value ? next : ''}`.trim();
  }

  return {
    secondsLeft,
    warning,
    offer,
    atLimit,
    extending,
    extendError,
    timeUp,
    until,
    warningText,
    /** The expiry (ms, service clock) counted down to; NaN before the first run. */
    expiresAt: () => expiresAt,
    /**
     * Counts down to `next` (an expiry only ever moves later: an older answer changes nothing).
     * Called whenever the order can be paid; a later expiry brings a stopped countdown back.
     */
    run(next: string, max?: string) {
      if (max !== undefined) maxExpiresAt = Date.parse(max);
      const nextMs = Date.parse(next);
      const later = !(nextMs <= expiresAt);
      if (!later && (stop || timeUp.value)) return;
      if (later) expiresAt = nextMs;
      timeUp.value = false;
      restart();
    },
    /** The order can no longer be paid: no more ticks (the shown values stay). */
    halt() {
      stop?.();
      stop = undefined;
      offer.value = false;
    },
    /** Asks the service for more time, once per warning. */
    async extend() {
      if (extending.value || !offer.value || Number.isNaN(expiresAt)) return;
      batch(() => {
        extending.value = true;
        extendError.value = null;
      });
      const sentAt = deps.clock.mark();
      try {
        const answer = await deps.extend(new Date(expiresAt).toISOString());
        deps.clock.sync(answer.now, sentAt);
        maxExpiresAt = Date.parse(answer.maxExpiresAt);
        expiresAt = Math.max(expiresAt, Date.parse(answer.expiresAt));
        batch(() => {
          offer.value = false;
          timeUp.value = false;
          restart();
        });
        deps.onExtended(answer.state);
        deps.announce(
          fillTemplate(purchaseStrings.timeToPay.extended, { time: until.value ?? '' }),
        );
      } catch (failure) {
        if (isAbort(failure)) return;
        const error = asCheckoutError(failure);
        if (error.code === 'CONFLICT' || error.code === 'EXPIRED') {
          // Paid, expired or extended elsewhere: the order itself says what comes next.
          offer.value = false;
          deps.onStale();
        } else {
          extendError.value = fillTemplate(purchaseStrings.timeToPay.extendFailed, {
            why: buyerMessage(error),
          });
          deps.report(error);
        }
      } finally {
        extending.value = false;
      }
    },
    dispose() {
      stop?.();
      stop = undefined;
    },
  };
});

/** The time to pay of one checkout (the purchase's, and the tests'). */
export function createTimeToPay(deps: TimeToPayDeps): TimeToPay {
  return new TimeToPayModel(deps);
}

export type TimeToPay = InstanceType<typeof TimeToPayModel>;
