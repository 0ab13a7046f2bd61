import type { WalletType } from '../../../api/clientTokens.js';
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
