// The US tax id (Social Security number) rules both sides apply, without zod: the tax-id frame
// checks what the buyer types with them, and the sandbox checks what the frame sends (the SSN's
// form, mask and test values, which the risk check shares, are src/api/ssn.ts's). The token
// the service hands back for a kept number is formats.ts's (it loads with the first screen).

import { TAX_ID_TOKEN } from '../../../api/formats.js';

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

/** A tax-id token and its last 4 digits as the service answers them: the frame checks with it. */
export const isTaxIdToken = (taxIdToken: unknown, last4: unknown): boolean =>
  typeof taxIdToken === 'string' &&
  TAX_ID_TOKEN.test(taxIdToken) &&
  typeof last4 === 'string' &&
  /^\d{4}$/.test(last4);
