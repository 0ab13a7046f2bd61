export { documentData, SANDBOX_DOCUMENT_HOLDER, verificationLevels } from './document.js';
export { SANDBOX_IDENTITY_SIGNING_KEY, signJwt, verifyJwt } from './jwt.js';
export { IDENTITY_TRIGGERS, type IdentityOutcome, identityOutcome } from './outcome.js';
export { CAPTURE_STARTS_MS, CHECKS_FINISH_MS, verificationStatus } from './status.js';
export {
  IDENTITY_TOKEN_TTL_SECONDS,
  type IdentityRecord,
  issueIdentityToken,
  SANDBOX_SDK_BASE_URL,
} from './token.js';
export { verificationResult } from './verification.js';
