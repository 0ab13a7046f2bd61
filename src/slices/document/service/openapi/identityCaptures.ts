import { rateLimit } from '../../../../sandbox/openapi/docs/shared.js';
import type { Cause, SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import * as ex from '../../../../sandbox/openapi/examples.js';
import { IMAGE_MESSAGES } from '../../api/images.js';
import { PHOTO_SLOTS } from '../identity/photoSlots.js';

const verificationId = {
  description: 'The `verificationId` of the capture.',
  example: ex.IDS.verification,
};

const noCapture: Cause = {
  when: 'No capture with this id belongs to this checkout.',
  message:
    'No identity document capture with this id in this checkout: start one with POST /v1/checkout/identity/captures.',
};

const captureClosed: Cause = {
  when: 'The capture was submitted already or expired, or the order cannot be paid now.',
  message:
    'This capture was submitted already: its photos cannot change. Start a new capture to try again.',
};

export const IDENTITY_CAPTURE_DOCS = {
  openCapture: {
    description: [
      'Opens a capture of the document the buyer chose (no CORS: the document frame only). A capture is an identity-document session of the spec (2.10): the merchant reads its result at `GET /v1/identityDocuments/verifications/{verificationId}`. It expires unsubmitted after 600 s.',
      '',
      '- `sides` are the photos it takes: `front` and `selfie` for a passport, `front`, `back` and `selfie` otherwise.',
      '- Refused (409, the message says why) when no document is asked for, one is with the verifier, one is verified, one was forged, no attempt is left, or the order cannot be paid.',
      '- At most 10 per checkout in 10 minutes.',
    ].join('\n'),
    body: { example: { documentType: 'driver_license', issuingCountry: 'US' } },
    response: {
      description: 'The capture.',
      example: {
        verificationId: ex.IDS.verification,
        documentType: 'driver_license',
        sides: ['front', 'back', 'selfie'],
        expiresAt: '2026-11-22T10:11:00.000Z',
      },
    },
    refusals: {
      '409 CONFLICT': {
        when: 'No capture can start now (the message says why).',
        message: 'No identity document capture can start: assess the buyer first.',
      },
      '429 RATE_LIMITED': rateLimit('identity document captures', 10),
    },
  },
  putCaptureImage: {
    description: [
      "One photo, as the file's raw bytes (no multipart), with `Content-Type: image/…` or `application/octet-stream`. Sending a side again replaces it.",
      '',
      "- The photo must be a JPEG, PNG or HEIC (by its first bytes), whole, at least 600×400 pixels either way round and at most 50 megapixels (read from its header, before its data); a PNG's image data is measured against its header. Refusals are 400 on `image` with a message that says what to do.",
      '- At most 10 MiB (413, refused as soon as `Content-Length` says so). The service keeps the SHA-256, type, size and dimensions, never the bytes.',
      '- In the sandbox, `X-File-Name` chooses the verdict: a name with `forged`, `mismatch`, `expired`, `unreadable` or `blurry` fails the capture that way; any other passes.',
      `- At most 40 photos per checkout in 10 minutes, and ${PHOTO_SLOTS.perMerchant} of one merchant's photos uploading or in their check at once (429 with \`Retry-After\`, before the body is read).`,
    ].join('\n'),
    params: {
      verificationId,
      side: { description: "Which photo: one of the capture's `sides`.", example: 'front' },
    },
    headers: {
      'X-File-Name': {
        description: "The file's name (read only for the sandbox's verdict, never kept).",
        example: 'front.jpg',
      },
    },
    body: { description: 'The photo, as raw bytes.' },
    response: {
      description: 'What the service read of the photo.',
      example: { side: 'front', type: 'jpeg', width: 4032, height: 3024, bytes: 2483211 },
    },
    refusals: {
      '400 VALIDATION': {
        when: "The side is not one of the capture's, `X-File-Name` is longer than 255 characters, or the photo is not one the service accepts (`image`): not an image, damaged, under 600×400 or over 50 megapixels.",
        message: `Invalid photo: ${IMAGE_MESSAGES.damaged}`,
      },
      '404 NOT_FOUND': noCapture,
      '409 CONFLICT': captureClosed,
      '413 PAYLOAD_TOO_LARGE': {
        when: 'The photo is larger than 10 MiB.',
        message: IMAGE_MESSAGES.tooLarge,
      },
      '415 VALIDATION': {
        when: 'The body is declared as neither an image nor bytes.',
        message: `Invalid photo: ${IMAGE_MESSAGES.type}`,
      },
      '429 RATE_LIMITED': [
        rateLimit('identity document photos', 40),
        {
          when: `${PHOTO_SLOTS.perMerchant} of the merchant's photos are uploading or in their check already (\`Retry-After\` says when to try again).`,
          message: `Too many identity document photos uploading or in their check for this merchant at once (at most ${PHOTO_SLOTS.perMerchant}): try again in 2 seconds (2026-11-22T10:12:00.000Z).`,
        },
      ],
    },
    curl: {
      path: { verificationId: '$VERIFICATION_ID', side: 'front' },
      headers: { 'Content-Type': 'image/jpeg', 'X-File-Name': 'front.jpg' },
      file: 'front.jpg',
    },
  },
  submitCapture: {
    description:
      "Sends the capture to the verifier once every side has its photo. The body is `{}` (JSON, ignored). `identity` becomes `submitted` and one attempt is used; the verdict (`verified` or `failed`) follows in the order feed after the verification delay (3 s; 50 ms with the sandbox's fast delays).",
    params: { verificationId },
    body: { example: {} },
    response: {
      description: 'Submitted.',
      example: { verificationId: ex.IDS.verification, status: 'submitted' },
    },
    refusals: {
      '400 VALIDATION': {
        when: 'A photo is missing (each named: `images.front`, `images.back`, `images.selfie`).',
        message:
          'The capture is not complete: images.back is missing: upload the back of the document first.',
      },
      '404 NOT_FOUND': noCapture,
      '409 CONFLICT': captureClosed,
    },
    curl: { path: { verificationId: '$VERIFICATION_ID' } },
  },
} satisfies SomeDocs;
