import type { Buyer } from '../../api/checkout.js';
import type { FieldIssue } from '../../api/errors.js';

export const MINIMUM_AGE = 18;

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC), or undefined for a non-date. */
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
  const beforeBirthday =
    now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

const PO_BOX = /\bp\.?\s*o\.?\s*box\b|\bpost\s+office\s+box\b/i;

/** What the service refuses in a buyer that the schema accepts: age under 18, PO boxes. */
export function buyerIssues(buyer: Buyer, now: Date): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const age = ageOn(buyer.dateOfBirth, now);
  if (age === undefined) {
    issues.push({ path: 'buyer.dateOfBirth', message: 'must be a real calendar date' });
  } else if (age < MINIMUM_AGE) {
    issues.push({ path: 'buyer.dateOfBirth', message: 'buyer must be 18 or older' });
  }
  for (const field of ['street1', 'street2'] as const) {
    const value = buyer.address[field];
    if (value && PO_BOX.test(value)) {
      issues.push({
        path: `buyer.address.${field}`,
        message: 'must be a street address, not a PO box',
      });
    }
  }
  return issues;
}
