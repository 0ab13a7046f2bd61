import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import { captureSideSchema, captureSubmissionSchema } from '../../api/captureShapes.js';
import { identityAssessRequestSchema } from '../../api/checkoutIdentity.js';
import {
  identityTokenRequestSchema,
  identityTokenResponseSchema,
  verificationQuerySchema,
  verificationResultSchema,
} from '../../api/identity.js';
import {
  captureImageSchema,
  captureRequestSchema,
  captureSchema,
  identityCheckSchema,
} from '../../api/identityCheck.js';

export const DOCUMENT_SCHEMAS = {
  answers: {
    IdentityTokenResponse: identityTokenResponseSchema,
    VerificationResult: verificationResultSchema,
    IdentityCheck: identityCheckSchema,
    Capture: captureSchema,
    CaptureImage: captureImageSchema,
    CaptureSubmission: captureSubmissionSchema,
  },
  inputs: {
    IdentityTokenRequest: identityTokenRequestSchema,
    IdentityAssessRequest: identityAssessRequestSchema,
    CaptureRequest: captureRequestSchema,
  },
  inline: { CaptureSide: captureSideSchema, VerificationQuery: verificationQuerySchema },
} as const satisfies SliceSchemaList;
