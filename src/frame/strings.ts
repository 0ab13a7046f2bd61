/**
 * What the buyer reads inside the card frame. The frame is its own small build, so its text lives
 * with it, not in the widget's catalog.
 */
export const cardFrameStrings = {
  labels: {
    number: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    cvc: 'Security code (CVC)',
  },
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    unknown: '',
  },
  errors: {
    numberMissing: 'Enter the card number.',
    numberIncomplete: 'The card number is incomplete.',
    numberInvalid: 'The card number is not valid. Check the digits.',
    expiryMissing: 'Enter the expiry date.',
    expiryFormat: 'Enter the expiry date as MM / YY.',
    expiryPast: 'The card has expired.',
    expiryTooFar: 'The expiry date is too far ahead.',
    cvcMissing: 'Enter the security code.',
    cvcFormat: 'The security code is 3 or 4 digits.',
  },
} as const;
