import { TEST_CARD_NUMBERS as CARD } from '../../../card/api/testCards.js';

/**
 * The cards in the test wallet, one per outcome a wallet payment can have: each is a test card
 * of the sandbox (README, "Test values"), so the payment does what that card does.
 */
export const TEST_WALLET_CARDS = [
  { id: 'approved', number: CARD.usCredit, label: 'Visa •••• 4242: approved' },
  { id: 'declined', number: CARD.declined, label: 'Visa •••• 0002: declined' },
  { id: 'challenge', number: CARD.challenge, label: 'Visa •••• 0019: 3-D Secure challenge' },
  { id: 'debit', number: CARD.usDebit, label: 'Visa •••• 1157: US debit, approved' },
] as const;
export type TestWalletCardId = (typeof TEST_WALLET_CARDS)[number]['id'];

/** The payer the test wallet holds: a test phone whose code is its last six digits. */
export const TEST_WALLET_PAYER = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+19915550100',
} as const;
