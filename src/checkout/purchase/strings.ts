import { counted } from '../../api/text.js';
import { reactiveCatalog } from '../locales/revision.js';
import { MASK } from '../strings.js';

/**
 * The words of the purchase after the first step (payment, bank link, review, time to pay,
 * outcomes), kept out of the first screen's catalog (strings.ts): they load with the chunks
 * that show them.
 */
export const purchaseStrings = reactiveCatalog({
  headings: {
    payment: 'Payment method',
    review: 'Review and pay',
  },
  buttons: {
    pay: 'Pay {amount}',
    tryAnotherMethod: 'Try another payment method',
    linkBank: 'Link bank account',
  },
  /** The payment methods' names (the payment step lists them). */
  methods: {
    card: 'Card',
    ach: 'Bank account (ACH)',
  },
  countdown: {
    extend: 'More time to pay',
    label: 'Time left to pay',
    until: 'until {time}',
  },
  payment: {
    legend: 'How would you like to pay?',
    cardFrameTitle: 'Card details',
    usingCard: `Paying with {brand} ${MASK}{last4}. Enter another card to change it.`,
    cardNotReady: 'The card form is still loading. Try again in a moment.',
    cardFrameUrl: 'The card form URL must be an http(s) URL.',
    cardFrameNeedsHttp:
      'The card form needs the page to be served over http(s), not opened from a file.',
    cardFrameReloaded: 'The card form reloaded. Enter the card again.',
    cardFrameLoading: 'Loading the card form\u2026',
    cardFrameFailed:
      'The card form could not load. Check your connection, then select Try again, or choose another payment method.',
    cardFrameTimeout:
      'The card form did not answer within {count} seconds. Check the connection and try again.',
    cardFrameBadToken:
      'The card form answered with a card token that does not match the interface.',
    cardFrameRemoved: 'The card form was removed.',
    // The tax-id frame's own (src/slices/taxId/widget/TaxIdFrame.tsx); its loading text is taxId.frameLoading.
    taxIdFrameUrl: 'The Social Security number field URL must be an http(s) URL.',
    taxIdFrameNeedsHttp:
      'The Social Security number field needs the page to be served over http(s), not opened from a file.',
    taxIdFrameReloaded: 'The Social Security number field reloaded. Enter the number again.',
    taxIdFrameFailed:
      'The Social Security number field could not load. Check your connection, then select Try again.',
    taxIdFrameTimeout:
      'The Social Security number field did not answer within {count} seconds. Check the connection and try again.',
    taxIdFrameBadToken:
      'The Social Security number field answered with a token that does not match the interface.',
    taxIdFrameRemoved: 'The Social Security number field was removed.',
    cardTypeNotAccepted:
      'This checkout does not accept {type} cards. Use another card or another payment method.',
    bankRequired: 'Link a bank account first, or choose another payment method.',
    /** A wallet's payment made above the first step's form, while details are still missing. */
    upfrontHeld: 'Paying with {summary}. Add the details still missing, then continue.',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
      unknown: 'Card',
    } as Record<string, string>,
    typeNames: {
      us_debit: 'US debit',
      us_credit: 'US credit',
      international_debit: 'international debit',
      international_credit: 'international credit',
      ach: 'bank account',
    } as Record<string, string>,
  },
  bank: {
    username: 'Bank username',
    password: 'Bank password',
    aggregator: 'Bank aggregator',
    aggregators: { plaid: 'Plaid', yodlee: 'Yodlee', finicity: 'Finicity' } as Record<
      string,
      string
    >,
    linked: `Linked {institution} ${MASK}{mask}`,
    loginFailed:
      'The bank did not accept that username and password. Enter the ones you use for online banking and try again.',
    usernameRequired: 'Enter your bank username, the one you use to sign in to online banking.',
    passwordRequired: 'Enter your bank password.',
  },
  review: {
    subtotal: 'Subtotal',
    tax: 'Tax',
    processingFee: 'Processing fee',
    networkFee: 'Network fee',
    total: 'Total',
    buyer: 'Buyer',
    paymentWith: 'Payment',
    card: `{brand} ${MASK}{last4}`,
    bank: `{institution} ${MASK}{mask}`,
  },
  timeToPay: {
    /** Said when less than a whole number of minutes is left, then seconds. */
    warningMinutes: counted({
      one: 'Less than {count} minute left to pay.',
      other: 'Less than {count} minutes left to pay.',
    }),
    warningSeconds: counted({
      one: 'Less than {count} second left to pay.',
      other: 'Less than {count} seconds left to pay.',
    }),
    canExtend: 'You can ask for more time.',
    atLimit: 'This order cannot be extended any further.',
    extended: 'Time to pay extended until {time}.',
    extendFailed: 'The time could not be extended. {why}',
  },
  challenge: {
    heading: 'Confirm with your bank',
    intro: 'Your bank asks you to confirm this payment.',
    frameTitle: 'Confirm the payment with your bank',
    confirming: 'Confirming your payment\u2026',
    url: "The bank's confirmation page must be an http(s) URL.",
    needsHttp: "The bank's confirmation page needs the checkout to be served over http(s).",
  },
  outcome: {
    processing: 'We are confirming your payment. This usually takes a few seconds.',
    processed: 'Your payment went through. Your NFT is on its way to your wallet.',
    complete: 'Your NFT has been delivered to your wallet.',
    txHash: 'Transaction hash',
    declined: 'Your payment was not accepted.',
    noAttemptsLeft: 'This order cannot be paid again. Start a new checkout to try once more.',
    cancelled: 'Your order was cancelled.',
    refunded: 'Refunded to your original payment method',
    refundPending: 'Any payment taken is being refunded to your original payment method.',
    notCharged: 'Nothing was charged.',
    expired: 'The time to pay for this order ran out. Start a new checkout to try again.',
    error: 'The checkout could not continue.',
    orderId: 'Order',
  },
  declineReasons: {
    AUTHENTICATION_FAILED:
      'Your bank could not confirm this payment. Try again or use another card',
    CARD_DECLINED: 'Your card was declined by its issuer',
    INSUFFICIENT_FUNDS: 'There were not enough funds for this payment',
    BANK_DECLINED: 'Your bank declined the payment',
  } as Record<string, string>,
  cancelReasons: {
    NETF: 'A network problem stopped the transfer',
    PRCC: 'The price changed too much before the payment completed',
    RISD: 'The payment did not pass our security checks',
    NA: 'The NFT is no longer available',
  } as Record<string, string>,
  unknownReason: 'No reason was given',
  phone: {
    heading: 'Verify your phone',
    intro: 'We send a 6-digit code by text message to make sure this phone is yours.',
    phoneLabel: 'Phone number',
    send: 'Send code',
    resend: 'Send a new code',
    resendIn: 'New code in {count} s',
    codeLabel: 'Code from the text message',
    codeHint: '6 digits',
    sent: 'We sent a code to {phone}. It is valid for 10 minutes.',
    verified: 'Your phone is verified.',
    alreadyVerified: 'This phone is already verified. Continue when you are ready.',
    sendFirst: 'Select Send code to get a code by text message, then type it here.',
    codeIncomplete: 'Enter all 6 digits of the code from the text message.',
    wrong: counted({
      one: 'That code is not right. Check the text message and try again: {count} try left.',
      other: 'That code is not right. Check the text message and try again: {count} tries left.',
    }),
    expired: 'This code has expired. Select Send a new code and type the new one.',
    noCode: 'This code can no longer be used. Select Send a new code and type the new one.',
    cooldown:
      'A code was sent moments ago. Wait for it, or ask for a new one when the button allows.',
    locked:
      'Too many wrong codes: this phone is locked until {time}. Try again then, or go back and use another phone number.',
  },
  taxId: {
    heading: 'Social Security number',
    intro:
      'US law asks us to check who is buying. Your number goes straight to our payment service and is never shown to the shop.',
    frameTitle: 'Social Security number',
    entered: 'Social Security number',
    change: 'Change the number',
    frameLoading: 'Loading the secure field…',
    notReady: 'The secure field is still loading. Try again in a moment.',
  },
  /** The identity document step's model (its view's words: steps/document/strings.ts). */
  document: {
    notReady: 'The document form is still loading. Try again in a moment.',
    checking: 'Checking your document\u2026',
    verified: 'Identity verified.',
    failed: 'Your document could not be verified. See what to do next.',
  },
  /** The wallet buttons' frame and the review's line for a wallet payment. */
  wallet: {
    frameTitle: 'Pay with a wallet',
    frameLoading: 'Loading the wallet buttons\u2026',
    frameFailed:
      'The wallet buttons could not load. Check your connection, then select Try again, or pay another way below.',
    frameUrl: 'The wallet frame URL must be an http(s) URL.',
    frameNeedsHttp: 'Wallets need the page to be served over http(s), not opened from a file.',
    frameBadToken: 'The wallet answered with a token that does not match the interface.',
    notReady: 'Press a wallet button above, or choose another payment method.',
    summary: `{wallet}, {brand} ${MASK}{last4}`,
  },
  connection: {
    lost: 'Connection lost. Trying to reconnect\u2026',
    restored: 'Connection restored.',
  },
} as const);
