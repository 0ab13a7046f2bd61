import { describe, expect, it } from 'vitest';
import {
  checkOpenerOrigin,
  checkRedirectUrl,
  MAX_REDIRECT_URL_LENGTH,
  registeredOrigins,
} from './redirect.js';

const REGISTERED = ['https://shop.example', 'http://localhost:3000', 'http://127.0.0.1:4100'];

const accepted = (raw: string) => {
  const checked = checkRedirectUrl(raw, REGISTERED);
  if (!checked.ok) throw new Error(`refused ${raw}: ${checked.reason}`);
  return checked.value;
};
const reason = (raw: string, registered = REGISTERED) => {
  const checked = checkRedirectUrl(raw, registered);
  if (checked.ok) throw new Error(`accepted ${raw}`);
  return checked.reason;
};

describe('redirect_url', () => {
  it('accepts an https URL on a registered origin, re-serialized', () => {
    expect(accepted('https://shop.example/orders/return?cart=7#top')).toBe(
      'https://shop.example/orders/return?cart=7#top',
    );
    expect(accepted('HTTPS://SHOP.EXAMPLE:443/r')).toBe('https://shop.example/r');
    expect(accepted('https://shop.example')).toBe('https://shop.example/');
  });

  it('accepts http only on loopback hosts, when registered', () => {
    expect(accepted('http://localhost:3000/back')).toBe('http://localhost:3000/back');
    expect(accepted('http://127.0.0.1:4100/?x=1')).toBe('http://127.0.0.1:4100/?x=1');
  });

  it.each([
    [
      'https://evil.example/',
      /is on https:\/\/evil\.example, an origin this merchant has not registered/,
    ],
    ['https://shop.example.evil.example/', /https:\/\/shop\.example\.evil\.example, an origin/],
    ['https://shop.example:8443/', /https:\/\/shop\.example:8443, an origin/],
    ['http://localhost:3001/', /http:\/\/localhost:3001, an origin/],
    ['http://shop.example/', /must use https/],
    ['http://localhost.evil.example:3000/', /must use https/],
    ['http://127.0.0.1.evil.example/', /must use https/],
    ['javascript:alert(1)', /must use https/],
    ['data:text/html,<script>alert(1)</script>', /must use https/],
    ['ftp://shop.example/', /must use https/],
    ['https://user:pass@shop.example/', /user name or password/],
    ['https://shop.example@evil.example/', /user name or password/],
    ['https://shop.example%40evil.example/', /not an absolute URL/],
    ['https://evil.example%2F.shop.example/', /not an absolute URL/],
    ['https://shop.example%2eevil.example/', /an origin this merchant has not registered/],
    ['https:%2F%2Fevil.example', /not an absolute URL|not registered/],
    ['https%3A%2F%2Fshop.example%2F', /not an absolute URL/],
    ['https://shop.example\\@evil.example/', /backslashes/],
    ['https:/\\evil.example', /backslashes/],
    ['//evil.example/', /not an absolute URL/],
    ['/orders/return', /not an absolute URL/],
    [' https://shop.example/', /no spaces/],
    ['https://shop.example/\nx', /control characters/],
    ['https://shop.example/\tx', /control characters/],
    ['https://shöp.example/', /non-ASCII/],
  ])('refuses %s', (raw, expected) => {
    expect(reason(raw)).toMatch(expected);
  });

  it('refuses an over-long URL before parsing it', () => {
    const long = `https://shop.example/${'a'.repeat(MAX_REDIRECT_URL_LENGTH)}`;
    expect(reason(long)).toMatch(/longer than 2048 characters/);
  });

  it('refuses everything when the merchant registered nothing', () => {
    expect(reason('https://shop.example/', [])).toMatch(/has not registered/);
  });
});

describe('opener_origin', () => {
  it('accepts a registered origin exactly as a browser writes it', () => {
    expect(checkOpenerOrigin('https://shop.example', REGISTERED)).toEqual({
      ok: true,
      value: 'https://shop.example',
    });
    expect(checkOpenerOrigin('http://127.0.0.1:4100', REGISTERED).ok).toBe(true);
  });

  it.each([
    ['https://evil.example', /has not registered/],
    ['http://shop.example', /must use https/],
    ['https://shop.example/', /as a browser writes it/],
    ['https://SHOP.example', /as a browser writes it/],
    ['https://shop.example:443', /as a browser writes it/],
    ['https://user@shop.example', /as a browser writes it/],
    ['null', /as a browser writes it/],
    ['javascript:alert(1)', /as a browser writes it/],
    ["https://shop.example'", /as a browser writes it/],
    ['https://*', /as a browser writes it/],
    [`https://${'a'.repeat(400)}.example`, /as a browser writes it/],
  ])('refuses %s', (raw, expected) => {
    const checked = checkOpenerOrigin(raw, REGISTERED);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.reason).toMatch(expected);
  });
});

describe('registeredOrigins', () => {
  it("reads the merchant's origins again, dropping any the rule refuses", () => {
    const merchant = {
      clientId: 'm',
      clientSecret: 's',
      name: 'M',
      redirectOrigins: [
        'https://SHOP.example:443',
        'https://shop.example',
        'http://localhost:3000',
        'http://shop.example',
        'javascript:alert(1)',
        'https://shop.example/path',
        42 as unknown as string,
      ],
    };
    expect(registeredOrigins(merchant)).toEqual(['https://shop.example', 'http://localhost:3000']);
    expect(registeredOrigins(undefined)).toEqual([]);
    expect(
      registeredOrigins({ ...merchant, redirectOrigins: 'https://shop.example' as never }),
    ).toEqual([]);
  });

  it('reads no more than the bound of registered origins', () => {
    const many = Array.from({ length: 50 }, (_, i) => `https://shop${i}.example`);
    const merchant = { clientId: 'm', clientSecret: 's', name: 'M', redirectOrigins: many };
    expect(registeredOrigins(merchant)).toHaveLength(10);
  });
});
