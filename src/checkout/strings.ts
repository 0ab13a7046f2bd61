import { reactiveCatalog } from './locales/revision.js';

/** Shown before the last digits of a card or a bank account. */
export const MASK = '\u2022\u2022\u2022\u2022';

/**
 * The first screen's words in English: the source catalog, and the live one (another locale's
 * words are written into it before the checkout renders: src/checkout/locales/).
 */
export const strings = reactiveCatalog({
  loading: 'Loading checkout\u2026',
  /** A part of the checkout that loads on demand (a step, a payment method, the outcomes). */
  part: {
    loading: 'Loading\u2026',
    failed:
      'This part of the checkout could not load. Check your connection, then select Try again.',
    fileOrigin:
      'This part of the checkout cannot load here: the page must be served over http(s), not opened from a file.',
  },
  headings: {
    loading: 'Loading checkout',
    details: 'Your details',
    processing: 'Processing payment',
    processed: 'Payment received',
    complete: 'Purchase complete',
    declined: 'Payment declined',
    cancelled: 'Order cancelled',
    expired: 'Checkout expired',
    error: 'Something went wrong',
  },
  summary: {
    loading: 'Loading your order\u2026',
    label: 'Your order',
    quantity: 'Quantity: {quantity}',
    price: 'Price',
    imagePlaceholder: 'No image available',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    emailAddress: 'Email',
    phone: 'Phone',
    street1: 'Street address',
    street2: 'Apartment, suite (optional)',
    city: 'City',
    regionCode: 'State / region',
    postalCode: 'Postal code',
    countryCode: 'Country',
  },
  hints: {
    phone: 'With country code, e.g. +1 555 010 0100',
    regionCode: 'Code such as CA',
    dateOfBirth: 'You must be 18 or older to buy.',
    /** What a postal code of the chosen country looks like. */
    postalCode: {
      US: '5 digits, like 94103',
      CA: 'Like K1A 0B1',
      GB: 'Like SW1A 1AA',
      other: 'Letters, digits, spaces or dashes, like 75008',
    },
  },
  selectCountry: 'Select a country',
  errorSummary: {
    title: 'There is a problem',
  },
  errors: {
    /** An empty field that must be filled, by field. */
    missing: {
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      dateOfBirth: 'Enter your date of birth.',
      emailAddress: 'Enter your email address.',
      phone: 'Enter your phone number.',
      street1: 'Enter your street address.',
      city: 'Enter your city.',
      regionCode: 'Enter your state or region.',
      postalCode: 'Enter your postal code.',
    },
    countryRequired: 'Select your country.',
    email: 'Enter an email address like name@example.com.',
    phone: 'Enter a phone number that starts with + and the country code, like +1 555 010 0100.',
    dateOfBirth: 'Enter a real date of birth, with day, month and year.',
    dateOfBirthFuture: 'Date of birth must be in the past. Enter the day you were born.',
    dateOfBirthTooOld: 'Check the year of your date of birth: it is more than 130 years ago.',
    underage: 'You must be 18 or older to buy. Check that the date of birth is yours and correct.',
    regionCode: 'Enter the state or region code: 1 to 3 letters or digits, like CA.',
    postalCode: {
      US: 'Enter a ZIP code of 5 digits, like 94103, or ZIP+4, like 94103-1234.',
      CA: 'Enter a postal code like K1A 0B1: letter, digit, letter, space, digit, letter, digit.',
      GB: 'Enter a postcode like SW1A 1AA.',
      other: 'Enter a postal code of 2 to 10 letters, digits, spaces or dashes, like 75008.',
    },
    poBox: 'Enter the street address where you live, like 1 Main St. PO boxes are not accepted.',
    poBoxStreet2: 'Enter an apartment or suite, or leave this empty. PO boxes are not accepted.',
  },
  buttons: {
    continueToPayment: 'Continue to payment',
    continueToPhone: 'Continue to phone check',
    continueToTaxId: 'Continue to tax id',
    continueToDocument: 'Continue to identity check',
    continueToReview: 'Continue to review',
    back: 'Back',
    retry: 'Try again',
  },
  announcements: {
    Processing: 'Processing your payment.',
    Processed: 'Payment received.',
    Complete: 'Purchase complete.',
    Declined: 'Payment declined.',
    Cancelled: 'Order cancelled.',
    Refunded: 'Refunded to your original payment method.',
    Expired: 'Checkout expired.',
  } as Record<string, string>,
  serviceErrors: {
    NETWORK: 'We could not reach the payment service. Check your connection and try again.',
    TIMEOUT: 'The payment service took too long to answer. Try again.',
    SERVER: 'The payment service had a problem. Try again in a moment.',
    RATE_LIMITED: 'Too many attempts. Wait a moment and try again.',
    UNAUTHORIZED: 'This checkout link is no longer valid. Start a new checkout.',
    EXPIRED: 'This checkout has expired. Start a new checkout.',
    FORBIDDEN: 'This checkout link is no longer valid. Start a new checkout.',
    NOT_FOUND: 'This checkout could not be found. Start a new checkout.',
    INVALID_RESPONSE: 'The payment service sent an answer we could not read. Try again.',
    generic: 'Something went wrong. Try again.',
  } as Record<string, string>,
} as const);

export type Strings = typeof strings;
