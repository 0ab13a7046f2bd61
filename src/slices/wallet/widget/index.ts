import type { PaymentMethodDescriptor } from '../../../checkout/payment/methods/types.js';
import { isWalletName } from '../api/walletEvents.js';
import { type WalletMethodModel, WalletModel } from './model.js';
import { WALLET_NAMES } from './walletWords.js';

/** Apple Pay and Google Pay: buttons above the choices, in the service's wallet frame. */
export const wallet: PaymentMethodDescriptor<'wallet', WalletMethodModel> = {
  id: 'wallet',
  label: Object.values(WALLET_NAMES).join(', '),
  express: true,
  offered: (enabled) => enabled.some(isWalletName),
  // The session's default type is never a wallet.
  covers: () => false,
  create: (context) => new WalletModel(context),
  load: () => import('./WalletView.js'),
};
