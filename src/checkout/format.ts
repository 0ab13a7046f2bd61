import { COUNTRY_CODES } from './countries.js';

export interface CountryOption {
  value: string;
  label: string;
}

/** Builds a value on first use and keeps it: creating Intl objects costs milliseconds each. */
function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

/** Number, currency, time and country formatting for the buyer's locale, with safe fallbacks. */
export function createFormat(locale: string, timeZone?: string) {
  const money = new Map<string, Intl.NumberFormat>();
  const numbers = once(() => new Intl.NumberFormat(locale));
  // Two digits, no grouping: the minutes and seconds of a clock, in the locale's digits.
  const twoDigits = once(
    () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
  );
  const plain = once(() => new Intl.NumberFormat(locale, { useGrouping: false }));
  const clock = once(
    () =>
      new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }),
  );
  const regions = once(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      return null;
    }
  });

  const format = {
    money(amount: number, currency: string): string {
      const code = currency.toUpperCase();
      let formatter = money.get(code);
      if (!formatter) {
        try {
          formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
        } catch {
          return `${amount.toFixed(2)} ${code}`;
        }
        money.set(code, formatter);
      }
      return formatter.format(amount);
    },
    /** A count (the quantity), grouped as the locale writes numbers. */
    number(value: number): string {
      return numbers().format(value);
    },
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
    country(code: string): string {
      try {
        return regions()?.of(code) ?? code;
      } catch {
        return code;
      }
    },
    /** The locale's region (en-US → US), to preselect the buyer's country. */
    region: once(() => regionOf(locale)),
    /** Every country, named in the locale and sorted by name. */
    countries: once((): CountryOption[] => {
      const collator = new Intl.Collator(locale);
      return COUNTRY_CODES.map((code) => ({ value: code, label: format.country(code) })).sort(
        (a, b) => collator.compare(a.label, b.label),
      );
    }),
  };
  return format;
}

export type Format = ReturnType<typeof createFormat>;

/** The region of a locale (en-US → US), used to preselect the country. */
export function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}
