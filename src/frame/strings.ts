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

/** What the buyer reads inside the tax-id frame. Never the number itself: no message echoes it. */
export const taxIdFrameStrings = {
  label: 'Social Security number',
  hint: '9 digits, e.g. 123-45-6789',
  errors: {
    missing: 'Enter your Social Security number.',
    length: 'Enter all 9 digits of your Social Security number.',
    area: 'This is not a valid Social Security number: check the first three digits.',
    group: 'This is not a valid Social Security number: check the middle two digits.',
    serial: 'This is not a valid Social Security number: check the last four digits.',
    /** The service's reason: a phrase ("must be the 9 digits of the SSN") becomes a sentence. */
    refused: (reason: string) =>
      /^[a-z]/.test(reason) ? `This number ${reason.replace(/\.$/, '')}.` : reason,
  },
  early: 'The tax id form was asked for a number before it was initialised.',
  invalid: 'Check the Social Security number.',
} as const;

/**
 * What a frame says when its request fails before the service said why: `service` names the
 * endpoint ("card", "tax id"), `thing` what was sent ("card", "Social Security number").
 */
export const serviceStrings = (service: string, thing: string) => ({
  status: (status: number) => `The ${service} service answered ${status}.`,
  unexpected: `The ${service} service answered with an unexpected body.`,
  timeout: `The ${service} service did not answer in time. Try again.`,
  network: `The ${thing} could not be sent. Check the connection and try again.`,
});
