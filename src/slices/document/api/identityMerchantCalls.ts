import { apiPath } from '../../../api/endpoints/apiPath.js';
import type { CallOptions, MerchantCallContext } from '../../../api/merchantCall.js';
import { validateInput } from '../../../api/validateInput.js';
import { createIdentityTokenRoute, getVerificationRoute } from './endpoints/identityDocuments.js';
import {
  type IdentityTokenRequest,
  identityTokenRequestSchema,
  identityTokenResponseSchema,
  type VerificationQuery,
  verificationQuerySchema,
  verificationResultSchema,
} from './identity.js';

/** The merchant's identity-document calls: a token for the verifier, and a verification's result. */
export function identityMerchantCalls({ merchant, id }: MerchantCallContext) {
  return {
    /** 5. POST /identity-documents/tokens */
    createIdentityDocumentToken: (body: IdentityTokenRequest, o: CallOptions = {}) =>
      merchant(o, () => ({
        ...createIdentityTokenRoute,
        body: validateInput(identityTokenRequestSchema, body, 'identity-document token request'),
        response: identityTokenResponseSchema,
      })),
    /** 8. GET /identityDocuments/verifications/{id} */
    getVerification: (verificationId: string, query: VerificationQuery = {}, o: CallOptions = {}) =>
      merchant(o, () => ({
        method: getVerificationRoute.method,
        path: apiPath(getVerificationRoute, {
          verificationId: id(verificationId, 'verification id'),
        }),
        query: validateInput(verificationQuerySchema, query, 'verification query'),
        response: verificationResultSchema,
      })),
  };
}
