import type { WalletType } from '../../../api/clientTokens.js';
import { TEST_WALLET_FILES } from '../api/testWallet.js';

/**
 * The Payment Request methods that pay with `wallet` through this service. The sandbox names its
 * test wallet for both wallets (docs/decisions.md, "The sandbox's wallets are its test wallet"):
 * a real Apple Pay or Google Pay answer is encrypted for a payment provider, which the sandbox is
 * not.
 */
export function walletMethods(wallet: WalletType, origin: string) {
  return [{ supportedMethods: `${origin}${TEST_WALLET_FILES.method}`, data: { wallet } }];
}
