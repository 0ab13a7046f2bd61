import type { WalletType } from '../../../api/clientTokens.js';

/*
 * What the host page hears when a wallet the checkout offers cannot be shown (no zod: the
 * wallet frame reads the reasons too, and its build carries none).
 */

/** Every wallet, checked against the interface's list by the type. */
const WALLETS: Record<WalletType, true> = { apple_pay: true, google_pay: true };

/** Whether `value` names a wallet (a message's, an answer's: read without zod). */
export const isWalletName = (value: unknown): value is WalletType =>
  typeof value === 'string' && Object.hasOwn(WALLETS, value);

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
  /** `${orderId}:wallet:${wallet}`: one per wallet in a checkout. */
  id: string;
  orderId: string;
  referenceId: string | null;
  wallet: WalletType;
  reason: WalletUnavailableReason;
  /** When the wallet frame found it out (the buyer's clock, ISO 8601). */
  at: string;
}
