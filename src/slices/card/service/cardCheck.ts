import { fieldError } from '../../../sandbox/http/errors.js';
import type { CardTokenRequest } from '../api/cardToken.js';
import {
  type CardBrand,
  type CardClass,
  cardBrand,
  cardExpired,
  classifyCard,
  luhnValid,
} from './cardRules.js';

/** What the service keeps of a card: never its number. */
export interface CheckedCard extends CardClass {
  brand: CardBrand;
  last4: string;
}

/**
 * Checks a card's number and expiry, naming the field under `at` when one fails (400), and
 * classifies it by its test values. The card frame's and a wallet's cards pass here alike.
 */
export function checkCard(
  card: Pick<CardTokenRequest, 'number' | 'expMonth' | 'expYear'>,
  now: Date,
  at = '',
): CheckedCard {
  if (!luhnValid(card.number)) throw fieldError(`${at}number`, 'is not a valid card number');
  if (cardExpired(card, now)) {
    throw card.expYear < now.getUTCFullYear()
      ? fieldError(`${at}expYear`, 'card has expired')
      : fieldError(`${at}expMonth`, 'card has expired');
  }
  return {
    ...classifyCard(card.number),
    brand: cardBrand(card.number),
    last4: card.number.slice(-4),
  };
}
