import { randomInt } from 'node:crypto';
import { TAX_ID_TOKEN_PREFIX } from '../../../api/formats.js';

// The tax ids (SSNs) buyers gave in the tax-id frame, kept in this process's memory only, never
// in the store (which a persistent implementation would write out): the confirm-time risk check
// reads the number through the order's token, and nothing ever hands it back.

export const TAX_ID_RULES = {
  /** A token lives an hour, as long as any order it was made for can still be paid. */
  ttlMs: 60 * 60_000,
  /** Live tax ids kept per merchant; past it, new ones are refused until some expire. */
  maxPerMerchant: 10_000,
  /** Random base62 characters after `tid_`. */
  tokenChars: 24,
} as const;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `tid_` and 24 random base62 characters (about 143 bits). */
export function newTaxIdToken(): string {
  let token = TAX_ID_TOKEN_PREFIX;
  for (let i = 0; i < TAX_ID_RULES.tokenChars; i++) token += BASE62[randomInt(BASE62.length)];
  return token;
}

interface TaxIdEntry {
  orderId: string;
  digits: string;
  expiresAt: number;
}

export type KeepResult =
  | { ok: true; taxIdToken: string; last4: string }
  | { ok: false; retryAt: number };

export function createTaxIdVault() {
  /** merchant → token → entry. */
  const merchants = new Map<string, Map<string, TaxIdEntry>>();

  return {
    /** Keeps the nine digits for this order; the token and last 4 are all the caller gets. */
    keep(merchantId: string, orderId: string, digits: string, now: number): KeepResult {
      let entries = merchants.get(merchantId);
      if (!entries) {
        entries = new Map();
        merchants.set(merchantId, entries);
      }
      if (entries.size >= TAX_ID_RULES.maxPerMerchant) {
        for (const [token, entry] of entries) if (entry.expiresAt <= now) entries.delete(token);
      }
      if (entries.size >= TAX_ID_RULES.maxPerMerchant) {
        // Entries are kept in insertion order, so the first one expires first.
        const first = entries.values().next().value as TaxIdEntry;
        return { ok: false, retryAt: first.expiresAt };
      }
      const taxIdToken = newTaxIdToken();
      entries.set(taxIdToken, { orderId, digits, expiresAt: now + TAX_ID_RULES.ttlMs });
      return { ok: true, taxIdToken, last4: digits.slice(-4) };
    },

    /** The number behind a live token of this order; undefined for any other token. */
    numberFor(merchantId: string, orderId: string, token: string, now: number): string | undefined {
      const entry = merchants.get(merchantId)?.get(token);
      return entry && entry.orderId === orderId && entry.expiresAt > now ? entry.digits : undefined;
    },
  };
}

export type TaxIdVault = ReturnType<typeof createTaxIdVault>;
