import type { RiskLevel } from '../../api/customers.js';
import { maxLevel } from './levels.js';

/**
 * Throwaway-mailbox providers. A short list on purpose: the sandbox needs a documented, stable
 * trigger, not a complete block list. Subdomains count (`x.mailinator.com`).
 */
export const DISPOSABLE_EMAIL_DOMAINS = [
  'mailinator.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'maildrop.cc',
  'getnada.com',
  'dispostable.com',
] as const;

const MODIFIER = /[+-](very-high|high|medium|low)-risk(?![a-z])/gi;
const MODIFIER_LEVELS: Record<string, RiskLevel> = {
  'very-high': 'very_high',
  high: 'high',
  medium: 'medium',
  low: 'low',
};

/** Tag that stands for "a network partner reported this email as fraud" (reason code EF1). */
const FRAUD_TAG = /[+-]fraud(?![a-z])/i;

function split(email: string): { local: string; domain: string } {
  const at = email.lastIndexOf('@');
  if (at < 0) return { local: email, domain: '' };
  return { local: email.slice(0, at), domain: email.slice(at + 1).toLowerCase() };
}

/**
 * The sandbox modifier in the local part (`ada+high-risk@…`, `ada-low-risk@…`), or undefined.
 * With several modifiers the highest wins, so a stray `+low-risk` can never hide a riskier one.
 */
export function emailModifier(email: string): RiskLevel | undefined {
  const found = [...split(email).local.matchAll(MODIFIER)].map(
    (m) => MODIFIER_LEVELS[(m[1] ?? '').toLowerCase()] ?? 'low',
  );
  return found.length === 0 ? undefined : maxLevel(...found);
}

export function isDisposableEmail(email: string): boolean {
  const { domain } = split(email);
  return DISPOSABLE_EMAIL_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}

export function isFraudFlaggedEmail(email: string): boolean {
  return FRAUD_TAG.test(split(email).local);
}
