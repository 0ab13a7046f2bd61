import type { WalletType } from '../../../api/clientTokens.js';

/*
 * What the host page hears when a wallet the checkout offers cannot be shown (no zod: the
 * wallet frame reads the reasons too, and its build carries none).
 */

/**
 * Why a wallet is not shown: the browser has no Payment Request API (`no_api`), the frame may
 * not use it (`not_allowed`: the page's own frame or policy withholds `payment`), the page's
 * domain is not registered for Apple Pay (`domain_not_registered`), or the browser's wallet
 * cannot pay here (`no_card`: no such wallet, or no card in it).
 */
export const WALLET_UNAVAILABLE_REASONS = [
  'no_api',
  'not_allowed',
  'domain_not_registered',
  'no_card',
] as const;
export type WalletUnavailableReason = (typeof WALLET_UNAVAILABLE_REASONS)[number];

export const isWalletUnavailableReason = (value: unknown): value is WalletUnavailableReason =>
  (WALLET_UNAVAILABLE_REASONS as readonly unknown[]).includes(value);

/** Told once per wallet and checkout; the card form stays the default. */
export interface WalletUnavailableEvent {
  type: 'wallet_unavailable';
  wallet: WalletType;
  reason: WalletUnavailableReason;
}
