// What a test buyer types for the sandbox's checks: a test SSN, a test phone, and its code.
import { testPhoneCode } from '../../src/slices/phone/service/phoneCodes.js';

/** A valid SSN that changes no risk level (README, sandbox test values). */
export const TEST_SSN = '123-45-6789';

/** The sandbox's code for a test phone: its last six digits. */
export const phoneCode = testPhoneCode;

/** A sandbox test phone no other run has verified: +1 99 and a digit other than 0, then 7. */
export function freshTestPhone(): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).join('');
  return `+1 99${1 + (Number(digits[0]) % 9)} ${digits.slice(1, 4)} ${digits.slice(4, 8)}`;
}
