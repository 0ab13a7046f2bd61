import type { PaymentMethodType } from '../../../api/clientTokens.js';
import type { CardAuthentication, CardOutcome } from '../../../sandbox/lifecycle/planner.js';
import type { CARD_BRANDS, CardTokenRequest } from '../api/cardToken.js';
import { TEST_CARD_NUMBERS as CARD } from '../api/testCards.js';

export type CardBrand = (typeof CARD_BRANDS)[number];

export interface CardClass {
  paymentMethodType: PaymentMethodType;
  outcome: CardOutcome;
  /** How the issuer authenticates the buyer (3-D Secure); absent: the card is not enrolled. */
  authentication?: CardAuthentication | undefined;
}

/** What each sandbox test card does (README, test values). Any other valid card is approved. */
export const TEST_CARDS: Readonly<Record<string, CardClass>> = {
  [CARD.usDebit]: { paymentMethodType: 'us_debit', outcome: 'approve' },
  [CARD.intlCredit]: { paymentMethodType: 'international_credit', outcome: 'approve' },
  [CARD.usCredit]: { paymentMethodType: 'us_credit', outcome: 'approve' },
  [CARD.declined]: { paymentMethodType: 'us_credit', outcome: 'card_declined' },
  [CARD.insufficientFunds]: { paymentMethodType: 'us_debit', outcome: 'insufficient_funds' },
  // 3-D Secure: authenticated without a challenge, a challenge (buttons), a one-time code
  // (123456), authentication unavailable, and a passed challenge the issuer then declines.
  [CARD.frictionless]: {
    paymentMethodType: 'us_credit',
    outcome: 'approve',
    authentication: 'frictionless',
  },
  [CARD.challenge]: {
    paymentMethodType: 'us_credit',
    outcome: 'approve',
    authentication: 'challenge',
  },
  [CARD.challengeCode]: {
    paymentMethodType: 'us_credit',
    outcome: 'approve',
    authentication: 'challenge_otp',
  },
  [CARD.authenticationUnavailable]: {
    paymentMethodType: 'us_credit',
    outcome: 'approve',
    authentication: 'unavailable',
  },
  [CARD.challengeThenDeclined]: {
    paymentMethodType: 'us_credit',
    outcome: 'card_declined',
    authentication: 'challenge',
  },
};

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network, from the number's leading digits (its BIN). */
export function cardBrand(number: string): CardBrand {
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  const three = Number(number.slice(0, 3));
  if (number.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (number.startsWith('6011') || two === 65 || (three >= 644 && three <= 649)) {
    return 'discover';
  }
  return 'unknown';
}

/** How a card pays: a test card's own class, otherwise a US credit card that is approved. */
export function classifyCard(number: string): CardClass {
  return TEST_CARDS[number] ?? { paymentMethodType: 'us_credit', outcome: 'approve' };
}

/** A card is valid through the last day of its expiry month (UTC). */
export function cardExpired(card: Pick<CardTokenRequest, 'expMonth' | 'expYear'>, now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
