import { stableUuid } from '../../../../sandbox/risk/hashing.js';
import type { IdentityTokenRequest, IdentityTokenResponse } from '../../api/identity.js';
import type { CaptureDetails } from './capture.js';
import { signJwt } from './jwt.js';
import { type IdentityOutcome, identityOutcome } from './outcome.js';

/** Seconds an access token (and its capture session) lives: the example's 600. */
export const IDENTITY_TOKEN_TTL_SECONDS = 600;
/** Where the SDK would load from; `.invalid` never resolves, so nothing leaves the sandbox. */
export const SANDBOX_SDK_BASE_URL = 'https://incode-sdk.sandbox.invalid/0/';
export const IDENTITY_TOKEN_ISSUER = 'nft-checkout-sandbox';

/** What the service keeps of a token to answer its verification result later. */
export interface IdentityRecord {
  verificationId: string;
  sessionKey: string;
  customerId?: string | undefined;
  platform?: IdentityTokenRequest['platform'];
  provider: NonNullable<IdentityTokenRequest['provider']>;
  issuedAtMs: number;
  expiresAtMs: number;
  outcome: IdentityOutcome;
  /** A capture of the checkout's document frame; its result follows the capture, not time. */
  capture?: CaptureDetails | undefined;
}

/**
 * POST /identity-documents/tokens. The verification id is derived from the request and the time,
 * so the same request at the same instant gives the same session; a `nonce` tells apart sessions
 * one checkout opens in the same millisecond.
 */
export function issueIdentityToken(
  req: IdentityTokenRequest,
  now: Date,
  nonce?: string,
): { response: IdentityTokenResponse; record: IdentityRecord } {
  const issuedAtMs = now.getTime();
  const provider = req.provider ?? 'incode';
  const verificationId = stableUuid(
    'identity',
    req.sessionKey,
    req.customerId ?? '',
    provider,
    req.platform ?? '',
    String(issuedAtMs),
    ...(nonce === undefined ? [] : [nonce]),
  );
  const record: IdentityRecord = {
    verificationId,
    sessionKey: req.sessionKey,
    customerId: req.customerId,
    platform: req.platform,
    provider,
    issuedAtMs,
    expiresAtMs: issuedAtMs + IDENTITY_TOKEN_TTL_SECONDS * 1000,
    outcome: identityOutcome(req.sessionKey, req.customerId),
  };
  const iat = Math.floor(issuedAtMs / 1000);
  const accessToken = signJwt({
    iss: IDENTITY_TOKEN_ISSUER,
    sub: req.customerId ?? req.sessionKey,
    aud: provider,
    scope: 'mobilesdk',
    sessionKey: req.sessionKey,
    ...(req.platform ? { platform: req.platform } : {}),
    jti: verificationId,
    iat,
    exp: iat + IDENTITY_TOKEN_TTL_SECONDS,
  });
  return {
    response: {
      token_type: 'Bearer',
      expires_in: IDENTITY_TOKEN_TTL_SECONDS,
      access_token: accessToken,
      incode_sdk_base_url: SANDBOX_SDK_BASE_URL,
      verification_id: verificationId,
      scope: 'mobilesdk',
    },
    record,
  };
}
