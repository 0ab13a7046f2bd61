// The US tax id (Social Security number) rules both sides apply, without zod: the tax-id frame
// checks what the buyer types with them, and the sandbox checks what the frame sends. The token
// the service hands back for a kept number is formats.ts's (it loads with the first screen).

import { TAX_ID_TOKEN } from '../../../api/formats.js';

/** Nine digits, the only form the service accepts (the frame strips the dashes). */
export const SSN_DIGITS = /^\d{9}$/;

/** Digits only, at most nine: what the field keeps of what was typed or pasted. */
export function ssnDigitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, 9);
}

/** `123-45-6789` as the buyer types: dashes after the third and fifth digits. */
export function formatSsn(text: string): string {
  const d = ssnDigitsOf(text);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** How a tax id is shown once entered: only its last four digits, `•••-••-6789`. */
export function maskSsn(last4: string): string {
  return `•••-••-${last4}`;
}

export type SsnProblem = 'length' | 'area' | 'group' | 'serial';

/**
 * Why nine digits cannot be an SSN, or undefined when they can. The SSA never issues area 000,
 * 666 or 900–999, group 00 or serial 0000 (so `000-00-0000`-style numbers are refused).
 */
export function ssnProblem(digits: string): SsnProblem | undefined {
  if (!SSN_DIGITS.test(digits)) return 'length';
  const area = Number(digits.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900) return 'area';
  if (digits.slice(3, 5) === '00') return 'group';
  if (digits.slice(5) === '0000') return 'serial';
  return undefined;
}

/**
 * The sandbox's test SSNs (README, "Sandbox test values"): valid numbers that move the risk
 * check's level. Every other valid number passes without changing it.
 */
export const TEST_SSNS = {
  /** Raises the risk level to `high`. */
  high: '111223333',
  /** Makes the risk level `very_high` (the order is cancelled with RISD). */
  veryHigh: '222334444',
} as const;

/** A tax-id token and its last 4 digits as the service answers them: the frame checks with it. */
export const isTaxIdToken = (taxIdToken: unknown, last4: unknown): boolean =>
  typeof taxIdToken === 'string' &&
  TAX_ID_TOKEN.test(taxIdToken) &&
  typeof last4 === 'string' &&
  /^\d{4}$/.test(last4);
