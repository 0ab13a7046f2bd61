import { counted } from '../../../api/text.js';
import { reactiveCatalog } from '../../../checkout/locales/revision.js';
import type { IdentityFailure, IdentityReason } from '../api/identityCheck.js';

/**
 * The words of the identity document step's view and of its frame's host, loaded with the step
 * (the model's few are in purchase/strings.ts).
 */
export const documentStrings = reactiveCatalog({
  heading: 'Confirm your identity',
  /** Why the service asks, by the risk it saw in the buyer's details. */
  why: {
    risk_medium:
      'For your security, purchases like this one need a quick identity check: a photo of an ID document and a selfie. It takes about two minutes.',
    risk_high:
      'Before this purchase can go ahead, we need to make sure it is really you: a photo of an ID document and a selfie. It takes about two minutes.',
  } satisfies Record<IdentityReason, string>,
  frameTitle: 'Identity document and selfie',
  checking: 'Checking your document\u2026',
  checkingHint: 'This usually takes less than a minute. Keep this page open.',
  verified: 'Identity verified',
  verifiedHint: 'Thank you. You can continue to payment.',
  failedHeading: 'We could not verify your identity',
  /** What went wrong with the capture, and what the buyer does about it. */
  failures: {
    image_unreadable:
      "We couldn't read your photos. Retake them in good light, with the whole document in view.",
    document_expired: 'This document has expired. Use another document that is still valid.',
    face_mismatch:
      "Your selfie didn't match the photo on your document. Take the selfie again, facing the camera.",
    document_forged: 'This document could not be accepted.',
  } satisfies Record<IdentityFailure, string>,
  attemptsLeft: counted({
    one: 'You can try {count} more time.',
    other: 'You can try {count} more times.',
  }),
  tryAgain: 'Try again',
  /** Continue while the photos are being chosen: they go to the verifier first. */
  send: 'Send photos for checking',
  frame: {
    url: 'The identity document form URL must be an http(s) URL.',
    needsHttp:
      'The identity document form needs the page to be served over http(s), not opened from a file.',
    loading: 'Loading the identity document form\u2026',
    failed:
      'The identity document form could not load. Check your connection, then select Try again.',
    reloaded: 'The identity document form reloaded. Take the photos again.',
    timeout:
      'The identity document form did not answer within {count} seconds. Check the connection and select Continue again.',
    badToken:
      'The identity document form answered with a verification that does not match the interface.',
    removed: 'The identity document form was removed.',
  },
} as const);
