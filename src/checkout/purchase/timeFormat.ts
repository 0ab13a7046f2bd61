import { once } from '../format.js';

/** The time to pay's formatting for the buyer's locale: durations and clock times. */
export function createTimeFormat(locale: string, timeZone?: string) {
  // Two digits, no grouping: the minutes and seconds of a clock, in the locale's digits.
  const twoDigits = once(
    () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
  );
  const plain = once(() => new Intl.NumberFormat(locale, { useGrouping: false }));
  const clock = once(
    () =>
      new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }),
  );
  return {
    /** Seconds as m:ss (or h:mm:ss), digits in the locale's numbering. */
    duration(totalSeconds: number): string {
      const s = Math.max(0, Math.floor(totalSeconds));
      const hours = Math.floor(s / 3600);
      const minutes = Math.floor((s % 3600) / 60);
      const seconds = twoDigits().format(s % 60);
      return hours
        ? `${plain().format(hours)}:${twoDigits().format(minutes)}:${seconds}`
        : `${plain().format(minutes)}:${seconds}`;
    },
    /** The clock time of an instant (the order's expiry), in the buyer's time zone. */
    time(iso: string): string | undefined {
      const instant = Date.parse(iso);
      if (Number.isNaN(instant)) return undefined;
      return clock().format(instant);
    },
  };
}

export type TimeFormat = ReturnType<typeof createTimeFormat>;
