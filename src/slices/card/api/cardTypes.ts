import type { PaymentMethodType } from '../../../api/clientTokens.js';

/** The payment method types a card can have (a card token, or a wallet's card, says which). */
export const CARD_TYPES = [
  'us_debit',
  'us_credit',
  'international_debit',
  'international_credit',
] as const satisfies readonly PaymentMethodType[];
export type CardType = (typeof CARD_TYPES)[number];

export const isCardType = (type: string): type is CardType =>
  (CARD_TYPES as readonly string[]).includes(type);
