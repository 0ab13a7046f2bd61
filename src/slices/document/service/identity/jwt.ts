import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's published signing key for identity access tokens. It signs test tokens only and
 * is documented, so a merchant can check a token's signature in their own tests.
 */
export const SANDBOX_IDENTITY_SIGNING_KEY = 'nft-checkout-sandbox-identity-signing-key';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signature(input: string, key: string): string {
  return createHmac('sha256', key).update(input).digest('base64url');
}

/** A compact JWS: base64url(header).base64url(payload).base64url(HMAC-SHA256). */
export function signJwt(payload: Record<string, unknown>, key = SANDBOX_IDENTITY_SIGNING_KEY) {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${input}.${signature(input, key)}`;
}

/** The payload when the token is well formed and its signature holds, else undefined. */
export function verifyJwt(
  token: string,
  key = SANDBOX_IDENTITY_SIGNING_KEY,
): Record<string, unknown> | undefined {
  const [header, payload, sig, ...rest] = token.split('.');
  if (header === undefined || payload === undefined || sig === undefined || rest.length > 0) {
    return undefined;
  }
  const expected = Buffer.from(signature(`${header}.${payload}`, key));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return decoded !== null && typeof decoded === 'object' && !Array.isArray(decoded)
      ? (decoded as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
