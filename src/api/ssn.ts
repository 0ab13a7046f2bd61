// The Social Security number's rules that the tax-id step and the sandbox's risk check share:
// its form and why nine digits cannot be one, how it is shown, and the sandbox's test values (the frame's typing rules and the
// token's are the tax-id slice's, src/slices/taxId/api/taxId.ts).

/** Nine digits, the only form the service accepts (the frame strips the dashes). */
export const SSN_DIGITS = /^\d{9}$/;

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

/** How a tax id is shown once entered: only its last four digits, `•••-••-6789`. */
export function maskSsn(last4: string): string {
  return `•••-••-${last4}`;
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
