import type { WalletType } from '../../../api/clientTokens.js';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../api/formats.js';
import type { BuyerContact } from '../../../checkout/buyerForm.js';
import {
  isWalletName,
  isWalletUnavailableReason,
  type WalletUnavailableReason,
} from '../api/walletEvents.js';

export interface WalletAvailability {
  available: WalletType[];
  unavailable: { wallet: WalletType; reason: WalletUnavailableReason }[];
}

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) && value.length <= 10 ? value : [];

/** The frame's `walletAvailability`, keeping only wallets and reasons the interface names. */
export function readAvailability(fields: Readonly<Record<string, unknown>>): WalletAvailability {
  const available = listOf(fields.available).filter(isWalletName);
  const unavailable = listOf(fields.unavailable).flatMap((entry) => {
    const { wallet, reason } = (entry ?? {}) as Record<string, unknown>;
    return isWalletName(wallet) && isWalletUnavailableReason(reason) ? [{ wallet, reason }] : [];
  });
  return { available: [...new Set(available)], unavailable };
}

/**
 * A text of the payer's, trimmed, when within `max`, free of control characters and in the
 * form's own format (`pattern`); else none.
 */
function fits(value: unknown, max: number, pattern = /\S/): string | undefined {
  const text = typeof value === 'string' && value.length <= max ? value.trim() : '';
  return text && !/\p{Cc}/u.test(text) && pattern.test(text) ? text : undefined;
}

/**
 * The payer of `walletTokenized` as the buyer form holds it: the name's first word the first
 * name and the rest the last name, the email and phone in the form's own formats (200 characters
 * at most, as the frame sends them, well under an email's 254). Anything else is left out.
 */
export function readPayer(payer: unknown): BuyerContact {
  const { name, email, phone } = (payer ?? {}) as Record<string, unknown>;
  const [firstName, ...rest] = fits(name, 200)?.split(/\s+/) ?? [];
  return {
    firstName,
    lastName: rest.join(' ') || undefined,
    emailAddress: fits(email, 200, EMAIL_PATTERN),
    phone: fits(phone, 30, PHONE_PATTERN),
  };
}
