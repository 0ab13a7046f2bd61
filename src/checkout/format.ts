import { type ReadonlySignal, signal } from '@preact/signals';
import { COUNTRY_CODES } from '../api/countries.js';

export interface CountryOption {
  value: string;
  label: string;
}

/** Builds a value on first use and keeps it: creating Intl objects costs milliseconds each. */
export function once<T>(make: () => T): () => T {
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

/**
 * Number, currency and country formatting for the buyer's locale, with safe fallbacks (the time
 * to pay's durations and clock times are the purchase's: purchase/timeFormat.ts).
 */
export function createFormat(locale: string) {
  const money = new Map<string, Intl.NumberFormat>();
  const numbersReady = signal(false);
  const numbers = once(() => new Intl.NumberFormat(locale));
  const collator = once(() => new Intl.Collator(locale));
  const regions = once(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    } catch {
      return null;
    }
  });

  const format = {
    /**
     * True once the locale's number formatting is set up: a page's first `Intl.NumberFormat`
     * costs tens of milliseconds (more on a slow phone), so views show amounts as loading until
     * `warmNumbers()` has run in quiet time (quietTime.ts) instead of building it as they draw.
     */
    numbersReady: numbersReady as ReadonlySignal<boolean>,
    warmNumbers: (): void => {
      format.money(0, 'USD');
      numbersReady.value = true;
    },
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
      const compare = collator().compare;
      return COUNTRY_CODES.map((code) => ({ value: code, label: format.country(code) })).sort(
        (a, b) => compare(a.label, b.label),
      );
    }),
    /**
     * The steps of `countries()`, for quiet time: the locale's first use of its region names and
     * of its sorting each load data of their own, so each is a task of its own.
     */
    countrySteps: (): (() => unknown)[] => [regions, collator, () => format.countries()],
  };
  return format;
}

export type Format = ReturnType<typeof createFormat>;

/** A region subtag written in the tag itself: `en-US`, `zh-Hant-TW` (not `es-419`, a group). */
const WRITTEN_REGION = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i;

/**
 * The region of a locale (en-US → US, fr → FR), used to preselect the country. A region written
 * in the tag is read from it: the likely-subtags data behind `maximize()` costs the first screen
 * milliseconds the first time a page uses it.
 */
export function regionOf(locale: string): string | undefined {
  const written = WRITTEN_REGION.exec(locale)?.[1];
  if (written) return written.toUpperCase();
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}
