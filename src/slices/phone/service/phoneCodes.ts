// One-time codes for phone verification, per merchant and phone: the sandbox's rules, kept
// apart from HTTP so each one is tested on its own. A test phone (`+1 99…`) gets the last six
// digits of its number as its code; a `+1 990…` phone is a returning buyer, verified already;
// any other phone gets a random code that the sandbox prints in its log (no SMS is ever sent).

import { normalisePhone } from '../../../api/formats.js';

/** The rules of a phone code (docs/decisions.md, "Phone verification"). */
export const PHONE_CODE_RULES = {
  digits: 6,
  /** A code is valid for 10 minutes after it was sent. */
  ttlMs: 10 * 60_000,
  /** A new code may be asked for 30 seconds after the last one. */
  resendAfterMs: 30_000,
  /** Five wrong codes lock the phone's verification … */
  maxWrong: 5,
  /** … for 15 minutes. */
  lockMs: 15 * 60_000,
  /** A verified phone is not asked again for 30 days (same merchant). */
  verifiedForMs: 30 * 24 * 60 * 60_000,
  /** At most five codes an hour to one phone (the cooldown alone would allow 120). */
  maxSendsPerWindow: 5,
  sendWindowMs: 60 * 60_000,
  /**
   * Phones with something still live (a code, a lock, a verification, sends in the last hour)
   * kept per merchant; past it, new phones are refused. Phones with nothing live make way.
   */
  maxPhonesPerMerchant: 10_000,
} as const;

/** Test phones start with +1 99 (the real service's sandbox convention). */
export function isTestPhone(phone: string): boolean {
  return normalisePhone(phone).startsWith('+199');
}

/**
 * Phones starting +1 990 stand for a returning buyer: verified for every merchant, so a test can
 * reach the checkout's later steps without typing a code.
 */
export function isReturningBuyerPhone(phone: string): boolean {
  return normalisePhone(phone).startsWith('+1990');
}

/** The code a test phone gets: the last six digits of its number. */
export function testPhoneCode(phone: string): string {
  return normalisePhone(phone).slice(-PHONE_CODE_RULES.digits);
}

/** `ok: false` means no code was sent, and says why. */
export type SendResult =
  | { ok: true; code: string; expiresAt: number; resendAt: number; test: boolean }
  | { ok: false; reason: 'VERIFIED' }
  | { ok: false; reason: 'LOCKED' | 'COOLDOWN' | 'RATE_LIMITED'; retryAt: number }
  | { ok: false; reason: 'CAPACITY'; retryAt: null };

export type CheckResult =
  | { ok: true }
  | { ok: false; reason: 'WRONG'; attemptsLeft: number }
  | { ok: false; reason: 'LOCKED'; retryAt: number }
  | { ok: false; reason: 'EXPIRED' | 'NO_CODE' };

interface PhoneEntry {
  code: string | null;
  expiresAt: number;
  sentAt: number;
  wrong: number;
  lockedUntil: number;
  verifiedAt: number | null;
  /** When the codes of the last hour were sent, oldest first (at most maxSendsPerWindow). */
  sends: number[];
}

export interface PhoneCodeDeps {
  /** Six random digits for a phone that is not a test phone. */
  randomCode(): string;
}

/** The codes and verifications of every merchant's buyers' phones. */
export function createPhoneCodeBook(deps: PhoneCodeDeps) {
  const merchants = new Map<string, Map<string, PhoneEntry>>();
  const rules = PHONE_CODE_RULES;

  /** Nothing in it matters any more: forgetting it changes no answer. */
  const isDead = (entry: PhoneEntry, now: number) =>
    (entry.code === null || entry.expiresAt <= now) &&
    entry.lockedUntil <= now &&
    (entry.verifiedAt === null || now - entry.verifiedAt >= rules.verifiedForMs) &&
    entry.sends.every((at) => at + rules.sendWindowMs <= now);

  function entryOf(
    merchantId: string,
    phone: string,
    now: number,
    create: boolean,
  ): PhoneEntry | undefined {
    let phones = merchants.get(merchantId);
    if (!phones) {
      if (!create) return undefined;
      phones = new Map();
      merchants.set(merchantId, phones);
    }
    const key = normalisePhone(phone);
    let entry = phones.get(key);
    if (!entry && create && phones.size >= rules.maxPhonesPerMerchant) {
      // Only when full: one pass drops every phone with nothing live.
      for (const [other, old] of phones) if (isDead(old, now)) phones.delete(other);
    }
    if (!entry && create && phones.size < rules.maxPhonesPerMerchant) {
      entry = {
        code: null,
        expiresAt: 0,
        sentAt: -Infinity,
        wrong: 0,
        lockedUntil: 0,
        verifiedAt: null,
        sends: [],
      };
      phones.set(key, entry);
    }
    return entry;
  }

  function isVerified(merchantId: string, phone: string, now: number): boolean {
    if (isReturningBuyerPhone(phone)) return true;
    const verifiedAt = entryOf(merchantId, phone, now, false)?.verifiedAt;
    return verifiedAt != null && now - verifiedAt < rules.verifiedForMs;
  }

  return {
    /**
     * A new code for `phone`, unless it is verified already, locked, the last one was sent too
     * recently, or it had its five codes of the hour.
     */
    send(merchantId: string, phone: string, now: number): SendResult {
      if (isVerified(merchantId, phone, now)) return { ok: false, reason: 'VERIFIED' };
      const entry = entryOf(merchantId, phone, now, true);
      if (!entry) return { ok: false, reason: 'CAPACITY', retryAt: null };
      if (entry.lockedUntil > now)
        return { ok: false, reason: 'LOCKED', retryAt: entry.lockedUntil };
      const resendAt = entry.sentAt + rules.resendAfterMs;
      if (resendAt > now) return { ok: false, reason: 'COOLDOWN', retryAt: resendAt };
      entry.sends = entry.sends.filter((at) => at + rules.sendWindowMs > now);
      const oldest = entry.sends[0];
      if (oldest !== undefined && entry.sends.length >= rules.maxSendsPerWindow) {
        return { ok: false, reason: 'RATE_LIMITED', retryAt: oldest + rules.sendWindowMs };
      }
      const test = isTestPhone(phone);
      const code = test ? testPhoneCode(phone) : deps.randomCode();
      entry.code = code;
      entry.sentAt = now;
      entry.expiresAt = now + rules.ttlMs;
      entry.sends.push(now);
      return {
        ok: true,
        code,
        expiresAt: entry.expiresAt,
        resendAt: now + rules.resendAfterMs,
        test,
      };
    },

    /** Checks a typed code: right once (then spent), wrong up to five times, then locked. */
    check(merchantId: string, phone: string, code: string, now: number): CheckResult {
      const entry = entryOf(merchantId, phone, now, false);
      if (entry && entry.lockedUntil > now) {
        return { ok: false, reason: 'LOCKED', retryAt: entry.lockedUntil };
      }
      if (!entry?.code) return { ok: false, reason: 'NO_CODE' };
      if (entry.expiresAt <= now) {
        entry.code = null;
        return { ok: false, reason: 'EXPIRED' };
      }
      if (code === entry.code) {
        entry.code = null;
        entry.wrong = 0;
        entry.verifiedAt = now;
        return { ok: true };
      }
      entry.wrong += 1;
      if (entry.wrong >= rules.maxWrong) {
        entry.code = null;
        entry.wrong = 0;
        entry.lockedUntil = now + rules.lockMs;
        return { ok: false, reason: 'LOCKED', retryAt: entry.lockedUntil };
      }
      return { ok: false, reason: 'WRONG', attemptsLeft: rules.maxWrong - entry.wrong };
    },

    /** Verified for this merchant within the last 30 days, or a returning buyer's phone. */
    isVerified,
  };
}

export type PhoneCodeBook = ReturnType<typeof createPhoneCodeBook>;
