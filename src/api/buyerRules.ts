/*
 * The rules a buyer must meet beyond the schema's shapes, declared once: the widget checks them
 * as the buyer types, the service again at confirm, and the risk engine scores them. Plain
 * functions, no zod, so the widget's first screen pays next to nothing for them.
 */

/** A buyer must be this old on the day of the purchase, counted on the UTC calendar. */
export const MINIMUM_AGE = 18;

/**
 * Whole years between a YYYY-MM-DD birth date and `now`, on the UTC calendar (the service's
 * clock: the widget and the service agree whatever the device's time zone); negative when the
 * date is in the future, undefined when it is not a real date (2001-02-29).
 */
export function ageOn(dateOfBirth: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2001-02-30 over to March: such a date does not exist.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return undefined;
  }
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** PO Box, P.O. Box, Post Office Box, Postfach, Apartado Postal: not where a person lives. */
const PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|postfach|apartado\s+postal)\b/i;

/** Whether a street line is a PO box, which neither street line may be. */
export function isPoBox(line: string): boolean {
  return PO_BOX.test(line);
}
