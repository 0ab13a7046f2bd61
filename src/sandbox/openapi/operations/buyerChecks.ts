// The buyer checks of the widget protocol: phone codes, the tax id, the identity assessment and
// the document frame's captures (docs/protocol.md, buyer checks and identity documents).
import { captureSideSchema, fileNameHeaderSchema, pathIdSchema } from '../../../api/httpShapes.js';
import { IMAGE_MESSAGES } from '../../../api/images.js';
import { PHOTO_CHECK_LIMITS } from '../../identity/photoChecks.js';
import * as ex from '../examples.js';
import type { ErrorSpec, OperationSpec } from '../operation.js';
import { notPayable } from './checkout.js';

const rateLimit = (what: string, limit: number): ErrorSpec => ({
  status: 429,
  code: 'RATE_LIMITED',
  when: `More than ${limit} ${what} in this checkout in 10 minutes (\`Retry-After\` says when to try again).`,
  message: `Too many ${what} in this checkout (at most ${limit} in 10 minutes): try again in 42 seconds (2026-11-22T10:12:00.000Z).`,
});

const verificationId = {
  name: 'verificationId',
  schema: pathIdSchema,
  description: 'The `verificationId` of the capture.',
  example: ex.IDS.verification,
};

const noCapture: ErrorSpec = {
  status: 404,
  code: 'NOT_FOUND',
  when: 'No capture with this id belongs to this checkout.',
  message:
    'No identity document capture with this id in this checkout: start one with POST /v1/checkout/identity/captures.',
};

const captureClosed: ErrorSpec = {
  status: 409,
  code: 'CONFLICT',
  when: 'The capture was submitted already or expired, or the order cannot be paid now.',
  message:
    'This capture was submitted already: its photos cannot change. Start a new capture to try again.',
};

export const BUYER_CHECK_OPERATIONS: OperationSpec[] = [
  {
    method: 'post',
    path: '/v1/checkout/phone/code',
    operationId: 'sendPhoneCode',
    tag: 'buyerChecks',
    summary: "Send a one-time code to the buyer's phone",
    description: [
      'Sends a one-time code, unless the phone is verified for this merchant already. The answer says which by `status`:',
      '',
      '- `sent`: valid until `expiresAt` (10 minutes), single use; another may be asked for from `resendAt` (30 s). A new code replaces the one before.',
      '- `verified`: nothing to do. `cooldown`: the last code was sent less than 30 s ago and still works. `locked`: five wrong codes, no code until `retryAt` (15 minutes).',
      "- The sandbox sends no SMS: a test phone (`+1 99…`) has the last six digits of its number as its code, a `+1 990…` phone is verified already, and any other phone's code is printed in the sandbox log.",
      '- At most 10 requests per checkout in 10 minutes, and 5 codes per phone in an hour.',
    ].join('\n'),
    auth: 'write',
    cors: true,
    body: { json: 'PhoneCodeRequest', example: { phone: '+1 991 555 0100' } },
    ok: [
      {
        status: 200,
        description: 'What happened, by `status`.',
        json: 'PhoneCodeAnswer',
        example: {
          status: 'sent',
          phone: '+1 991 555 0100',
          expiresAt: '2026-11-22T10:10:02.120Z',
          resendAt: '2026-11-22T10:00:32.120Z',
        },
      },
    ],
    errors: [rateLimit('one-time code requests', 10)],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/phone/verify',
    operationId: 'verifyPhoneCode',
    tag: 'buyerChecks',
    summary: 'Check the code the buyer typed',
    description: [
      'Checks a one-time code. By `status`: `verified` (the phone is verified for this merchant for 30 days; the code is spent), `wrong` (`attemptsLeft` more wrong codes lock the phone), `expired` or `no_code` (ask for a new code), `locked` (until `retryAt`, even the right code is refused).',
      '',
      'At most 30 checks per checkout in 10 minutes.',
    ].join('\n'),
    auth: 'write',
    cors: true,
    body: { json: 'PhoneVerifyRequest', example: { phone: '+1 991 555 0100', code: '550100' } },
    ok: [
      {
        status: 200,
        description: 'The outcome, by `status`.',
        json: 'PhoneVerifyAnswer',
        example: { status: 'verified', phone: '+1 991 555 0100' },
      },
    ],
    errors: [rateLimit('one-time code checks', 30)],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/tax-ids',
    operationId: 'createTaxIdToken',
    tag: 'buyerChecks',
    summary: "Keep the buyer's SSN for this order (the tax-id frame only)",
    description: [
      "The buyer's Social Security number, from the tax-id frame only (no CORS). The answer is a token for the confirm, bound to this order and valid for an hour, and the last four digits.",
      '',
      '- Nine digits, as the SSA issues them: not area 000, 666 or 900–999, not group 00, not serial 0000 (400 naming `taxId`; the message never quotes the number).',
      "- The number stays in the sandbox's memory for the confirm's risk check; no answer, error or log line carries it.",
      '- At most 10 per checkout in 10 minutes.',
    ].join('\n'),
    auth: 'write',
    body: { json: 'TaxIdRequest', example: { taxId: '123456789' } },
    ok: [
      {
        status: 201,
        description: 'The tax id token and the last four digits.',
        json: 'TaxIdToken',
        example: { taxIdToken: 'tid_Q7m2Kx9pL4vR8sT1wY6zB3nC', last4: '6789' },
      },
    ],
    errors: [notPayable, rateLimit('tax id requests', 10)],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/identity/assess',
    operationId: 'assessIdentity',
    tag: 'buyerChecks',
    summary: 'Decide whether the buyer must verify an identity document',
    description: [
      "Runs the confirm's checks (the buyer's rules, the verified phone, the tax id token) and its risk check on the buyer, without paying, and answers the order state with `identity` set:",
      '',
      "- low risk, or the merchant's identity check off: `not_required`;",
      '- medium or high: `required` (reason `risk_medium` or `risk_high`), unless a document is verified in this order or for this customer within 90 days (`verified`);',
      '- very high: no identity; the order is Cancelled with `RISD` at once.',
    ].join('\n'),
    auth: 'write',
    cors: true,
    body: {
      json: 'IdentityAssessRequest',
      example: { buyer: ex.buyer, taxIdToken: ex.confirmRequest.taxIdToken },
    },
    ok: [
      {
        status: 200,
        description: 'The order state with `identity`.',
        json: 'OrderState',
        example: { ...ex.draftState, identity: ex.identityRequired },
      },
    ],
    errors: [notPayable],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/checkout/identity/captures',
    operationId: 'openCapture',
    tag: 'identity',
    summary: 'Open a capture of an identity document (the document frame only)',
    description: [
      'Opens a capture of the document the buyer chose (no CORS: the document frame only). A capture is an identity-document session of the spec (2.10): the merchant reads its result at `GET /v1/identityDocuments/verifications/{verificationId}`. It expires unsubmitted after 600 s.',
      '',
      '- `sides` are the photos it takes: `front` and `selfie` for a passport, `front`, `back` and `selfie` otherwise.',
      '- Refused (409, the message says why) when no document is asked for, one is with the verifier, one is verified, one was forged, no attempt is left, or the order cannot be paid.',
      '- At most 10 per checkout in 10 minutes.',
    ].join('\n'),
    auth: 'write',
    body: {
      json: 'CaptureRequest',
      example: { documentType: 'driver_license', issuingCountry: 'US' },
    },
    ok: [
      {
        status: 201,
        description: 'The capture.',
        json: 'Capture',
        example: {
          verificationId: ex.IDS.verification,
          documentType: 'driver_license',
          sides: ['front', 'back', 'selfie'],
          expiresAt: '2026-11-22T10:11:00.000Z',
        },
      },
    ],
    errors: [
      {
        status: 409,
        code: 'CONFLICT',
        when: 'No capture can start now (the message says why).',
        message: 'No identity document capture can start: assess the buyer first.',
      },
      rateLimit('identity document captures', 10),
    ],
    curl: {},
  },
  {
    method: 'put',
    path: '/v1/checkout/identity/captures/{verificationId}/images/{side}',
    operationId: 'putCaptureImage',
    tag: 'identity',
    summary: 'Upload one photo of a capture (the document frame only)',
    description: [
      "One photo, as the file's raw bytes (no multipart), with `Content-Type: image/…` or `application/octet-stream`. Sending a side again replaces it.",
      '',
      "- The photo must be a JPEG, PNG or HEIC (by its first bytes), whole, at least 600×400 pixels either way round and at most 50 megapixels (read from its header, before its data); a PNG's image data is measured against its header. Refusals are 400 on `image` with a message that says what to do.",
      '- At most 10 MiB (413, refused as soon as `Content-Length` says so). The service keeps the SHA-256, type, size and dimensions, never the bytes.',
      '- In the sandbox, `X-File-Name` chooses the verdict: a name with `forged`, `mismatch`, `expired`, `unreadable` or `blurry` fails the capture that way; any other passes.',
      `- At most 40 photos per checkout in 10 minutes, and ${PHOTO_CHECK_LIMITS.perMerchant} of one merchant's photos uploading or in their check at once (429 with \`Retry-After\`, before the body is read).`,
    ].join('\n'),
    auth: 'write',
    pathParams: [
      verificationId,
      {
        name: 'side',
        schema: captureSideSchema,
        description: "Which photo: one of the capture's `sides`.",
        example: 'front',
      },
    ],
    headers: [
      {
        name: 'X-File-Name',
        schema: fileNameHeaderSchema,
        description: "The file's name (read only for the sandbox's verdict, never kept).",
        example: 'front.jpg',
      },
    ],
    body: { binary: 'The photo, as raw bytes.' },
    ok: [
      {
        status: 200,
        description: 'What the service read of the photo.',
        json: 'CaptureImage',
        example: { side: 'front', type: 'jpeg', width: 4032, height: 3024, bytes: 2483211 },
      },
    ],
    errors: [
      {
        status: 400,
        code: 'VALIDATION',
        when: "The side is not one of the capture's, `X-File-Name` is longer than 255 characters, or the photo is not one the service accepts (`image`): not an image, damaged, under 600×400 or over 50 megapixels.",
        message: `Invalid photo: ${IMAGE_MESSAGES.damaged}`,
      },
      noCapture,
      captureClosed,
      {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        when: 'The photo is larger than 10 MiB.',
        message: IMAGE_MESSAGES.tooLarge,
      },
      {
        status: 415,
        code: 'VALIDATION',
        when: 'The body is declared as neither an image nor bytes.',
        message: `Invalid photo: ${IMAGE_MESSAGES.type}`,
      },
      rateLimit('identity document photos', 40),
      {
        status: 429,
        code: 'RATE_LIMITED',
        when: `${PHOTO_CHECK_LIMITS.perMerchant} of the merchant's photos are uploading or in their check already (\`Retry-After\` says when to try again).`,
        message: `Too many identity document photos uploading or in their check for this merchant at once (at most ${PHOTO_CHECK_LIMITS.perMerchant}): try again in 2 seconds (2026-11-22T10:12:00.000Z).`,
      },
    ],
    curl: {
      path: { verificationId: '$VERIFICATION_ID', side: 'front' },
      headers: { 'Content-Type': 'image/jpeg', 'X-File-Name': 'front.jpg' },
      file: 'front.jpg',
    },
  },
  {
    method: 'post',
    path: '/v1/checkout/identity/captures/{verificationId}/submit',
    operationId: 'submitCapture',
    tag: 'identity',
    summary: 'Send a capture to the verifier (the document frame only)',
    description:
      "Sends the capture to the verifier once every side has its photo. The body is `{}` (JSON, ignored). `identity` becomes `submitted` and one attempt is used; the verdict (`verified` or `failed`) follows in the order feed after the verification delay (3 s; 50 ms with the sandbox's fast delays).",
    auth: 'write',
    pathParams: [verificationId],
    body: { json: 'EmptyBody', example: {} },
    ok: [
      {
        status: 200,
        description: 'Submitted.',
        json: 'CaptureSubmission',
        example: { verificationId: ex.IDS.verification, status: 'submitted' },
      },
    ],
    errors: [
      {
        status: 400,
        code: 'VALIDATION',
        when: 'A photo is missing (each named: `images.front`, `images.back`, `images.selfie`).',
        message:
          'The capture is not complete: images.back is missing: upload the back of the document first.',
      },
      noCapture,
      captureClosed,
    ],
    curl: { path: { verificationId: '$VERIFICATION_ID' } },
  },
];
