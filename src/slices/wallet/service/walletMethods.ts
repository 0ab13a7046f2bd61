import type { WalletType } from '../../../api/clientTokens.js';

/** Where the sandbox serves its test wallet: the Payment Request method it answers to. */
export const TEST_WALLET_PATH = '/v1/wallets/test-pay';

/**
 * The Payment Request methods that pay with `wallet` through this service. The sandbox names its
 * test wallet for both wallets (docs/decisions.md, "The sandbox's test wallet"): a real Apple Pay
 * or Google Pay answer is encrypted for a payment provider, which the sandbox is not.
 */
export function walletMethods(wallet: WalletType, origin: string) {
  return [{ supportedMethods: `${origin}${TEST_WALLET_PATH}`, data: { wallet } }];
}
