import { RESTART, storeFull } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import * as ex from '../../../../sandbox/openapi/examples.js';

export const IDENTITY_DOCUMENT_DOCS = {
  createIdentityToken: {
    description:
      "A token for a document-capture session (spec 4, #5), for the provider's SDK. `expires_in` is a number of seconds (600). Read the outcome with `GET /v1/identityDocuments/verifications/{verificationId}` and the answer's `verification_id`.",
    body: {
      example: {
        sessionKey: ex.IDS.order,
        customerId: ex.IDS.user,
        platform: 'ios',
        provider: 'incode',
      },
    },
    response: {
      description: 'The session token.',
      example: {
        token_type: 'Bearer',
        expires_in: 600,
        access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzYW5kYm94In0.c2lnbmF0dXJl',
        incode_sdk_base_url: 'https://demo-api.incodesmile.com',
        verification_id: ex.IDS.verification,
        scope: 'mobilesdk',
      },
    },
    refusals: { '429 RATE_LIMITED': storeFull('identity sessions', RESTART) },
  },
  getVerification: {
    description:
      "The result of one of the merchant's capture sessions (spec 4, #8), including the captures of the checkout's document frame. `status` is `pending` until the capture is submitted, `processing` until the verdict, then `complete` (or `failed` for an unreadable image, `expired` when the session lapsed unsubmitted). The optional query is checked but changes nothing.",
    params: {
      verificationId: {
        description: "The `verification_id` of the session (or a capture's `verificationId`).",
        example: ex.IDS.verification,
      },
    },
    query: {
      type: 'The capture UI: `custom`, `secure.me` (the provider web UI) or `mobilesdk`.',
      sessionKey: 'The session key of the capture (a UUID).',
      customerId: 'The customer id of the capture (a UUID).',
    },
    response: {
      description: 'The verification result.',
      example: {
        verificationId: ex.IDS.verification,
        status: 'complete',
        documentData: {
          type: 'driver_license',
          number: 'D1234567',
          dateOfBirth: '1990-12-10',
          dateOfIssue: '2023-11-22',
          dateOfExpiry: '2031-11-22',
          issuingCountry: 'US',
          firstName: 'Ada',
          lastName: 'Lovelace',
          address: '1 Main St, San Francisco, CA 94105, US',
        },
        verification: {
          riskLevel: 'low',
          forgeryLevel: 'low',
          documentMatchLevel: 'low',
          imageQualityLevel: 'low',
          faceMatchLevel: 'low',
        },
      },
    },
    refusals: {
      '404 NOT_FOUND': {
        when: 'No session with this id belongs to the merchant.',
        message: 'No identity verification with this id for this merchant.',
      },
    },
    curl: { path: { verificationId: '$VERIFICATION_ID' } },
  },
} satisfies SomeDocs;
