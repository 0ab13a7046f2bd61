/**
 * How a sandbox capture session ends, chosen by a word in the token request's sessionKey or
 * customerId (case-insensitive; the first word in this order wins).
 */
export const IDENTITY_TRIGGERS = [
  ['fail', 'failed'],
  ['expire', 'abandoned'],
  ['forged', 'forged'],
  ['mismatch', 'face_mismatch'],
] as const;

export type IdentityOutcome = (typeof IDENTITY_TRIGGERS)[number][1] | 'verified';

export function identityOutcome(
  sessionKey: string,
  customerId: string | undefined,
): IdentityOutcome {
  const text = `${sessionKey} ${customerId ?? ''}`.toLowerCase();
  for (const [word, outcome] of IDENTITY_TRIGGERS) if (text.includes(word)) return outcome;
  return 'verified';
}
