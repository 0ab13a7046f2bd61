// Data only, no Node: the demo shop's page and the test wallet's sheet bundle it.

/**
 * The sandbox's test card numbers, by what they do (README, test values): what each one does is
 * `TEST_CARDS` in cards.ts. The demo's scenarios and the e2e suite read their numbers from here.
 */
export const TEST_CARD_NUMBERS = {
  usDebit: '4659105569051157',
  intlCredit: '4010056200000018',
  usCredit: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** 3-D Secure: no challenge; a challenge; one with a code (123456). */
  frictionless: '4000002700000001',
  challenge: '4000002700000019',
  challengeCode: '4000002700000027',
  authenticationUnavailable: '4000002700000035',
  challengeThenDeclined: '4000002700000043',
} as const;
