import { describe, expect, it } from 'vitest';
import type { Merchant } from '../store/records.js';
import {
  endpointsOfMerchants,
  isLoopbackHost,
  makeWebhookSecret,
  normalizeRedirectOrigin,
  normalizeWebhookUrl,
  resolveMerchants,
} from './config.js';

const merchant = (over: Partial<Merchant> = {}): Merchant => ({
  clientId: 'm1',
  clientSecret: 's1',
  name: 'M1',
  ...over,
});

const configError = (says: string) =>
  expect.objectContaining({ code: 'CONFIGURATION', message: expect.stringContaining(says) });

describe('webhook endpoints in the merchant config', () => {
  it('re-serializes each URL and makes a whsec_ secret of 24 random bytes when none is given', () => {
    const [resolved] = resolveMerchants([
      merchant({ webhooks: [{ url: 'HTTPS://Shop.Example:443/hooks/../webhooks?x=1' }] }),
    ]);
    const [endpoint] = resolved?.webhooks ?? [];
    expect(endpoint?.url).toBe('https://shop.example/webhooks?x=1');
    expect(endpoint?.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(endpoint?.secret?.slice(6) ?? '', 'base64')).toHaveLength(24);
    expect(makeWebhookSecret()).not.toBe(makeWebhookSecret());
  });

  it('keeps a valid secret as given and lists every endpoint with its merchant', () => {
    const secret = makeWebhookSecret();
    const merchants = resolveMerchants([
      merchant({
        webhooks: [{ url: 'http://127.0.0.1:3000/a', secret }, { url: 'http://x.test/b' }],
      }),
      merchant({ clientId: 'm2' }),
    ]);
    const endpoints = endpointsOfMerchants(merchants);
    expect(endpoints.map((e) => [e.merchantId, e.url])).toEqual([
      ['m1', 'http://127.0.0.1:3000/a'],
      ['m1', 'http://x.test/b'],
    ]);
    expect(endpoints[0]?.secret).toBe(secret);
  });

  it.each([
    ['ftp://shop.example/hooks', 'must use http or https'],
    ['javascript:alert(1)', 'must use http or https'],
    ['/hooks', 'is not a valid URL'],
    ['', 'must be a URL of at most 2048 characters'],
    [`https://shop.example/${'a'.repeat(2048)}`, 'at most 2048 characters'],
    ['https://user:pass@shop.example/hooks', 'must not hold a user name or password'],
    ['https://shop.example/hooks#x', 'must not have a #fragment'],
  ])('refuses the URL %s, naming the merchant, the field and the fix', (url, says) => {
    const run = () => resolveMerchants([merchant({ webhooks: [{ url }] })]);
    expect(run).toThrow(configError(says));
    expect(run).toThrow(configError('Merchant m1: webhooks[0].url'));
    expect(run).toThrow(configError('https://shop.example/webhooks'));
  });

  it('never repeats a refused URL, which may hold a password', () => {
    expect(() => normalizeWebhookUrl('https://user:hunter2@shop.example/')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it.each([
    ['whsec_short', 'must be whsec_ followed by the base64 of 24 to 64 random bytes'],
    ['no-prefix-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'leave it out to have one made at start'],
    ['whsec_!!!!AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'whsec_'],
    [`whsec_${Buffer.alloc(65).toString('base64')}`, '24 to 64'],
  ])('refuses the secret %s', (secret, says) => {
    expect(() =>
      resolveMerchants([merchant({ webhooks: [{ url: 'https://a.test/', secret }] })]),
    ).toThrow(configError(says));
  });

  it('refuses more than 10 endpoints and the same URL twice', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ url: `https://a.test/${i}` }));
    expect(() => resolveMerchants([merchant({ webhooks: many })])).toThrow(
      configError('Merchant m1 has 11 webhook endpoints; at most 10 are allowed: remove some.'),
    );
    expect(() =>
      resolveMerchants([
        merchant({ webhooks: [{ url: 'https://a.test/x' }, { url: 'HTTPS://A.TEST/x' }] }),
      ]),
    ).toThrow(configError('webhooks[1].url is listed twice'));
  });
});

describe('redirect origins in the merchant config', () => {
  it('stores each as its origin, re-serialized', () => {
    const [resolved] = resolveMerchants([
      merchant({
        redirectOrigins: [
          'https://Shop.Example',
          'https://shop.example:443/',
          'http://localhost:8080',
          'http://127.0.0.2:3000',
          'http://[::1]:9000',
        ],
      }),
    ]);
    expect(resolved?.redirectOrigins).toEqual([
      'https://shop.example',
      'http://localhost:8080',
      'http://127.0.0.2:3000',
      'http://[::1]:9000',
    ]);
  });

  it.each([
    ['http://shop.example', 'must use https unless its host is this machine'],
    ['http://127.0.0.1.nip.io', 'must use https unless its host is this machine'],
    ['https://shop.example/return', 'must be an origin alone, with no path or query'],
    ['https://shop.example/?a=1', 'with no path or query'],
    ['https://u:p@shop.example', 'must not hold a user name or password'],
    ['data:text/html,hi', 'must use http or https'],
    ['shop.example', 'is not a valid URL'],
  ])('refuses %s', (origin, says) => {
    const run = () => resolveMerchants([merchant({ redirectOrigins: [origin] })]);
    expect(run).toThrow(configError(says));
    expect(run).toThrow(configError('Merchant m1: redirectOrigins[0]'));
    expect(run).toThrow(configError('https://shop.example'));
  });

  it('refuses more than 10', () => {
    const many = Array.from({ length: 11 }, (_, i) => `https://s${i}.example`);
    expect(() => resolveMerchants([merchant({ redirectOrigins: many })])).toThrow(
      configError('at most 10 are allowed'),
    );
  });

  it('knows loopback hosts as URL parses them', () => {
    for (const host of ['localhost', '127.0.0.1', '127.255.0.9', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['128.0.0.1', '127.0.0', 'localhost.example', '[::2]', '127.0.0.256']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
    expect(normalizeRedirectOrigin('http://127.1:80')).toBe('http://127.0.0.1');
  });

  it('leaves a merchant without webhooks or redirect origins as it was', () => {
    expect(resolveMerchants([merchant()])).toEqual([merchant()]);
  });
});
