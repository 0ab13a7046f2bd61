import type { FrameApp } from '../../../frame/frameApp.js';
import { startWalletFrame } from './walletApp.js';
import { WALLET_FORM_ID } from './walletFields.js';

/** The wallet frame: its page holds the wallets' buttons. */
export const walletFrameApp: FrameApp = {
  id: 'wallet',
  marks: [WALLET_FORM_ID],
  start: startWalletFrame,
};
