// One-time codes for phone verification, per merchant and phone: the sandbox's rules, kept
// apart from HTTP so each one is tested on its own. A test phone (`+1 99…`) gets the last six
// digits of its number as its code; any other phone gets a random code that the sandbox prints
// in its log (no SMS is ever sent).

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
  /** Phones with a code or a verification kept per merchant; past it, new phones are refused. */
  maxPhonesPerMerchant: 10_000,
} as const;

/** Digits only, with the plus: `+1 99-555 0100` and `+199 5550100` are one phone. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** Test phones start with +1 99 (the real service's sandbox convention). */
export function isTestPhone(phone: string): boolean {
  return normalisePhone(phone).startsWith('+199');
}

export type SendResult =
  | { ok: true; code: string; expiresAt: number; resendAt: number; test: boolean }
  | { ok: false; reason: 'LOCKED' | 'COOLDOWN' | 'CAPACITY'; retryAt: number | null };

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
}

export interface PhoneCodeDeps {
  /** Six random digits for a phone that is not a test phone. */
  randomCode(): string;
}

/** The codes and verifications of every merchant's buyers' phones. */
export function createPhoneCodeBook(deps: PhoneCodeDeps) {
  const merchants = new Map<string, Map<string, PhoneEntry>>();
  const rules = PHONE_CODE_RULES;

  function entryOf(merchantId: string, phone: string, create: boolean): PhoneEntry | undefined {
    let phones = merchants.get(merchantId);
    if (!phones) {
      if (!create) return undefined;
      phones = new Map();
      merchants.set(merchantId, phones);
    }
    const key = normalisePhone(phone);
    let entry = phones.get(key);
    if (!entry && create && phones.size < rules.maxPhonesPerMerchant) {
      entry = {
        code: null,
        expiresAt: 0,
        sentAt: -Infinity,
        wrong: 0,
        lockedUntil: 0,
        verifiedAt: null,
      };
      phones.set(key, entry);
    }
    return entry;
  }

  return {
    /** A new code for `phone`, unless it is locked or the last one was sent too recently. */
    send(merchantId: string, phone: string, now: number): SendResult {
      const entry = entryOf(merchantId, phone, true);
      if (!entry) return { ok: false, reason: 'CAPACITY', retryAt: null };
      if (entry.lockedUntil > now)
        return { ok: false, reason: 'LOCKED', retryAt: entry.lockedUntil };
      const resendAt = entry.sentAt + rules.resendAfterMs;
      if (resendAt > now) return { ok: false, reason: 'COOLDOWN', retryAt: resendAt };
      const test = isTestPhone(phone);
      const code = test ? normalisePhone(phone).slice(-rules.digits) : deps.randomCode();
      entry.code = code;
      entry.sentAt = now;
      entry.expiresAt = now + rules.ttlMs;
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
      const entry = entryOf(merchantId, phone, false);
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

    /** Verified for this merchant within the last 30 days. */
    isVerified(merchantId: string, phone: string, now: number): boolean {
      const verifiedAt = entryOf(merchantId, phone, false)?.verifiedAt;
      return verifiedAt != null && now - verifiedAt < rules.verifiedForMs;
    },
  };
}

export type PhoneCodeBook = ReturnType<typeof createPhoneCodeBook>;
