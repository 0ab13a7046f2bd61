/** The ids of the test wallet sheet's elements, shared by its page and its script. */
export const SHEET_IDS = {
  form: 'nftc-test-wallet-sheet',
  payee: 'nftc-test-wallet-payee',
  total: 'nftc-test-wallet-total',
  payer: 'nftc-test-wallet-payer',
  name: 'nftc-test-wallet-name',
  email: 'nftc-test-wallet-email',
  phone: 'nftc-test-wallet-phone',
  pay: 'nftc-test-wallet-pay',
} as const;

/** The radio group of the cards: each input's value is a card's id. */
export const SHEET_CARD_NAME = 'card';
