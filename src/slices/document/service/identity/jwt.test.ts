import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_IDENTITY_SIGNING_KEY, signJwt, verifyJwt } from './jwt.js';

const part = (token: string, i: number) =>
  JSON.parse(Buffer.from(token.split('.')[i] ?? '', 'base64url').toString('utf8'));

describe('sandbox JWT', () => {
  it('is three base64url parts: an HS256 header, the payload, an HMAC-SHA256 signature', () => {
    const token = signJwt({ sub: 'c1', n: 1 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(part(token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(part(token, 1)).toEqual({ sub: 'c1', n: 1 });
    const [h, p, s] = token.split('.');
    const expected = createHmac('sha256', SANDBOX_IDENTITY_SIGNING_KEY)
      .update(`${h}.${p}`)
      .digest('base64url');
    expect(s).toBe(expected);
  });

  it('verifies its own tokens and refuses altered or foreign ones', () => {
    const token = signJwt({ sub: 'c1' });
    expect(verifyJwt(token)).toEqual({ sub: 'c1' });
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from('{"sub":"c2"}').toString('base64url')}.${s}`;
    expect(verifyJwt(forged)).toBeUndefined();
    expect(verifyJwt(signJwt({ sub: 'c1' }, 'other-key'))).toBeUndefined();
    expect(verifyJwt('a.b')).toBeUndefined();
    expect(verifyJwt(`${token}.x`)).toBeUndefined();
    const notJson = `${h}.${Buffer.from('nope').toString('base64url')}`;
    const signed = createHmac('sha256', SANDBOX_IDENTITY_SIGNING_KEY)
      .update(notJson)
      .digest('base64url');
    expect(verifyJwt(`${notJson}.${signed}`)).toBeUndefined();
  });
});
