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

const DOCUMENT_HINT =
  'Place the whole document on a dark surface, in good light, all four corners visible.';

/**
 * The document frame page's text, rendered by the service: kept apart from what the frame's
 * script says, so the frame build carries none of it.
 */
export const documentPageStrings = {
  title: 'Identity document',
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
      hint: DOCUMENT_HINT,
      alt: 'Your photo of the front of the document',
    },
    back: {
      label: 'Back of the document',
      hint: DOCUMENT_HINT,
      alt: 'Your photo of the back of the document',
    },
    selfie: { label: 'A selfie', hint: 'Face the camera, no hat or glasses.', alt: 'Your selfie' },
  },
  useCamera: 'Use camera',
  takePhoto: 'Take photo',
  cancel: 'Cancel',
  cameraPreview: 'Camera preview',
} as const;

/** What the document frame's script says; image problems are IMAGE_MESSAGES. */
export const documentFrameStrings = {
  sides: {
    front: {
      added: 'Front photo added.',
      missing: 'Add a photo of the front of the document.',
    },
    back: {
      added: 'Back photo added.',
      missing: 'Add a photo of the back of the document.',
    },
    selfie: {
      added: 'Selfie added.',
      missing: 'Add a selfie: face the camera, no hat or glasses.',
    },
  },
  chooseAnother: 'Choose another photo',
  retake: 'Retake photo',
  errors: {
    country: 'Choose the country that issued the document.',
    checking: 'This photo is still being checked: try again in a moment.',
    camera: 'The camera could not be opened: allow camera access, or choose a photo instead.',
    cameraPhoto: 'The photo could not be taken: try again, or choose a photo instead.',
  },
  status: {
    uploading: 'Uploading photos…',
    sent: 'Photos sent for checking.',
  },
  early: 'The document form was asked for photos before it was initialised.',
  invalid: 'Add the photos of the document and the selfie, then try again.',
} as const;
