import { createHash } from 'node:crypto';

/** Character that replaces every digit but the last four. */
export const MASK_CHAR = '*';

/**
 * The account number as stored and returned: all but the last 4 characters masked, length kept,
 * so the full number never leaves the request that carried it.
 */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return MASK_CHAR.repeat(Math.max(0, accountNumber.length - visible.length)) + visible;
}

/** A 12-digit account number derived from a seed: the same token always names the same account. */
export function sandboxAccountNumber(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return BigInt(`0x${hex.slice(0, 15)}`)
    .toString()
    .padStart(12, '0')
    .slice(-12);
}
