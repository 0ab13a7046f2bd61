import type { WalletType } from '../../../api/clientTokens.js';

/** The wallet frame's elements, shared by its page and its app. */
export const WALLET_FORM_ID = 'nftc-wallet-form';
export const WALLET_STATUS_ID = 'nftc-wallet-status';

/** Each wallet's button, hidden until the wallet is known to pay here. */
export const WALLET_BUTTON_IDS = {
  apple_pay: 'nftc-wallet-apple_pay',
  google_pay: 'nftc-wallet-google_pay',
} as const satisfies Record<WalletType, string>;
