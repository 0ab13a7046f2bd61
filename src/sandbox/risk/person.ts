import type { RiskSubject } from './subject.js';

/**
 * Sandbox sanctions list: test names only, matched on first + last name after trimming, folding
 * case and dropping accents. Real watch-list names are kept out on purpose.
 */
export const SANCTIONED_TEST_NAMES = [
  ['Sanctioned', 'Person'],
  ['Ofac', 'Match'],
  ['Blocked', 'Entity'],
] as const;

/** Oldest plausible age; an older birth date is a typo or a made-up identity. */
export const MAX_PLAUSIBLE_AGE = 120;

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function isSanctionedName(firstName: string, lastName: string): boolean {
  const first = fold(firstName);
  const last = fold(lastName);
  return SANCTIONED_TEST_NAMES.some(([f, l]) => fold(f) === first && fold(l) === last);
}

export function isBirthDateInFuture(dateOfBirth: string, now: Date): boolean {
  return dateOfBirth > now.toISOString().slice(0, 10);
}

/** A third-party source (document, bank, phone registry) disagrees on name or birth date. */
export function disagreesWithThirdParty(subject: RiskSubject): boolean {
  const differs = (ours: string | undefined, theirs: string | undefined) =>
    ours !== undefined && theirs !== undefined && fold(ours) !== fold(theirs);
  return (subject.personalInfo ?? []).some(
    (info) =>
      differs(subject.firstName, info.firstName) ||
      differs(subject.lastName, info.lastName) ||
      differs(subject.dateOfBirth, info.dateOfBirth),
  );
}

/** A customer created this recently has no history with the merchant (reason code HST). */
export const NEW_CUSTOMER_MS = 24 * 60 * 60 * 1000;

export function isNewCustomer(subject: RiskSubject, now: Date): boolean {
  if (subject.createdAtMillis === undefined) return false;
  const ageMs = now.getTime() - subject.createdAtMillis;
  return ageMs >= 0 && ageMs < NEW_CUSTOMER_MS;
}
