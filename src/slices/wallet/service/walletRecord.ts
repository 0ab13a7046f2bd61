import type { WalletType } from '../../../api/clientTokens.js';
import type { CardBrand } from '../../card/service/cardRules.js';

/** An order paid with a wallet: its token, the wallet, and the card the wallet paid with. */
export interface WalletPaymentRecord {
  type: 'wallet';
  walletToken: string;
  wallet: WalletType;
  brand: CardBrand;
  last4: string;
}
