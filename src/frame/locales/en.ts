import { type Counted, counted, type Localized } from '../../api/text.js';

/**
 * What the buyer reads in the service's frames (card, tax id, identity document) and on the bank's
 * challenge page, in English: the source every other locale translates key for key. Texts with
 * values are templates (`{status}`), filled by `fill` (src/api/text.ts), as the widget's are. The service renders the pages from it and
 * embeds a frame's section for its script, so the frame build carries no catalog.
 */
export const en = {
  card: {
    title: 'Card details',
    outside: 'This card form works only inside the checkout.',
    number: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'Security code (CVC)',
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
    early: 'The card form was asked for a card before it was initialised.',
    invalid: 'Check the card details.',
    service: {
      status: 'The card service answered {status}.',
      unexpected: 'The card service answered with an unexpected body.',
      timeout: 'The card service did not answer in time. Try again.',
      network: 'The card could not be sent. Check the connection and try again.',
    },
  },
  taxId: {
    label: 'Social Security number',
    hint: '9 digits, e.g. 123-45-6789',
    outside: 'This form works only inside the checkout.',
    errors: {
      missing: 'Enter your Social Security number.',
      length: 'Enter all 9 digits of your Social Security number.',
      area: 'This is not a valid Social Security number: check the first three digits.',
      group: 'This is not a valid Social Security number: check the middle two digits.',
      serial: 'This is not a valid Social Security number: check the last four digits.',
      /** The service's reason, a phrase ("must be the 9 digits of the SSN"), as it is. */
      refused: 'This number {reason}.',
    },
    early: 'The tax id form was asked for a number before it was initialised.',
    invalid: 'Check the Social Security number.',
    service: {
      status: 'The tax id service answered {status}.',
      unexpected: 'The tax id service answered with an unexpected body.',
      timeout: 'The tax id service did not answer in time. Try again.',
      network: 'The Social Security number could not be sent. Check the connection and try again.',
    },
  },
  document: {
    title: 'Identity document',
    outside: 'This form works only inside the checkout.',
    documentType: 'Document',
    documentTypes: {
      passport: 'Passport',
      driver_license: "Driver's licence",
      national_id: 'National ID card',
    },
    country: 'Issuing country',
    countryPlaceholder: 'Choose a country',
    sides: {
      front: {
        label: 'Front of the document',
        hint: 'Place the whole document on a dark surface, in good light, all four corners visible.',
        alt: 'Your photo of the front of the document',
        preview: 'Camera preview: front of the document',
        added: 'Front photo added.',
        missing: 'Add a photo of the front of the document.',
      },
      back: {
        label: 'Back of the document',
        hint: 'Place the whole document on a dark surface, in good light, all four corners visible.',
        alt: 'Your photo of the back of the document',
        preview: 'Camera preview: back of the document',
        added: 'Back photo added.',
        missing: 'Add a photo of the back of the document.',
      },
      selfie: {
        label: 'A selfie',
        hint: 'Face the camera, no hat or glasses.',
        alt: 'Your selfie',
        preview: 'Camera preview: a selfie',
        added: 'Selfie added.',
        missing: 'Add a selfie: face the camera, no hat or glasses.',
      },
    },
    useCamera: 'Use camera',
    takePhoto: 'Take photo',
    cancel: 'Cancel',
    chooseAnother: 'Choose another photo',
    retake: 'Retake photo',
    /** Instead of a photo the browser cannot draw (most draw no HEIC); the photo is still sent. */
    unavailable: {
      text: 'Preview not available in this browser',
      label: '{name}, {size}: preview not available in this browser',
    },
    errors: {
      country: 'Choose the country that issued the document.',
      checking: 'This photo is still being checked: try again in a moment.',
      camera: 'The camera could not be opened: allow camera access, or choose a photo instead.',
      cameraPhoto: 'The photo could not be taken: try again, or choose a photo instead.',
    },
    images: {
      type: 'This file is not a photo: choose a JPEG, PNG or HEIC image.',
      tooLarge: 'This photo is larger than 10 MB: choose a smaller one or take the photo again.',
      empty: 'This file is empty: choose the photo again.',
      damaged: 'This photo is damaged or incomplete: take it again or choose another file.',
      tooSmall:
        'This photo is {width}×{height} pixels, too small to read: use a photo of at least 600×400 pixels.',
    },
    status: {
      uploading: 'Uploading photos…',
      sent: 'Photos sent for checking.',
    },
    early: 'The document form was asked for photos before it was initialised.',
    invalid: 'Add the photos of the document and the selfie, then try again.',
    service: {
      status: 'The identity check service answered {status}.',
      unexpected: 'The identity check service answered with an unexpected body.',
      timeout: 'The identity check service did not answer in time. Try again.',
      network: 'The photos could not be sent. Check the connection and try again.',
    },
  },
  wallet: {
    title: 'Wallet',
    outside: 'This wallet button works only inside the checkout.',
    pay: { apple_pay: 'Pay with Apple Pay', google_pay: 'Pay with Google Pay' },
    sheet: { tax: 'Tax', fees: 'Fees', total: 'Total' },
    failed: 'The wallet payment did not go through: {message} Try again, or pay by card below.',
    early: 'The wallet was asked to pay before it was initialised.',
    invalid: 'Choose a wallet button to pay with the wallet.',
    service: {
      status: 'The wallet service answered {status}.',
      unexpected: 'The wallet service answered with an unexpected body.',
      timeout: 'The wallet service did not answer in time. Try again.',
      network: 'The wallet payment could not be sent. Check the connection and try again.',
    },
  },
  challenge: {
    title: 'Confirm your payment',
    intro: 'Your card issuer asks you to confirm this payment.',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    cardEnding: '{brand} ending in {last4}',
    anyCard: 'Card',
    yourCard: 'Your card',
    code: 'One-time code',
    codeHint: 'We sent a code to your phone. In the sandbox, the code is 123456.',
    testPage: 'This is a test page: choose how the authentication ends.',
    confirm: 'Confirm',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    cancel: 'Cancel',
    /** A wrong one-time code, and the tries left (one, or more). */
    wrongCode: counted({
      one: 'That code is not right: {count} try left.',
      other: 'That code is not right: {count} tries left.',
    }),
    results: {
      authenticated: {
        title: 'Authentication complete',
        message: 'Authentication complete. You can close this window.',
      },
      failed: {
        title: 'Authentication failed',
        message: 'Authentication failed. Return to the checkout to pay another way.',
      },
      cancelled: {
        title: 'Authentication cancelled',
        message: 'Authentication cancelled. Return to the checkout to pay another way.',
      },
    },
    refusals: {
      unknown: {
        title: 'Authentication not found',
        message: 'This authentication page does not exist.',
      },
      used: {
        title: 'Authentication already answered',
        message: 'This authentication is over: return to the checkout.',
      },
      expired: {
        title: 'Authentication expired',
        message: 'This authentication has expired: return to the checkout to pay again.',
      },
      cross_site: {
        title: 'Authentication refused',
        message: 'This authentication can be answered only on its own page.',
      },
    },
  },
};

/** The shape every locale's catalog has: English's, every text a string or a counted text. */
export type FrameCatalog = Localized<typeof en>;

/** A text's key path (`card.errors.numberMissing`). */
export type TextKey = KeyPaths<typeof en>;
type KeyPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | Counted ? `${P}${K}` : KeyPaths<T[K], `${P}${K}.`>;
}[keyof T & string];
