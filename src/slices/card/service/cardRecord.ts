import type { PaymentMethodType, WalletType } from '../../../api/clientTokens.js';
import type { CardAuthentication, CardOutcome } from '../../../sandbox/lifecycle/planner.js';
import type { CardBrand } from './cardRules.js';

/** A card token the card frame made: what the card resolved to, never its number. */
export interface CardRecord {
  cardToken: string;
  orderId: string;
  brand: CardBrand;
  last4: string;
  paymentMethodType: PaymentMethodType;
  /** The wallet that holds the card, for a wallet's token (`POST /v1/checkout/wallet-tokens`). */
  wallet?: WalletType | undefined;
  outcome: CardOutcome;
  authentication?: CardAuthentication | undefined;
  createdAt: number;
}

/** An order paid by card: its token, brand and last four digits. */
export interface CardPaymentRecord {
  type: 'card';
  cardToken: string;
  brand: CardBrand;
  last4: string;
}
