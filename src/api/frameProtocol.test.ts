import { describe, expect, it } from 'vitest';
import { isHttpOrigin, NAMESPACE, readFrameMessage, readHostMessage } from './frameProtocol.js';

const ns = NAMESPACE;

describe('readHostMessage', () => {
  it('reads init and tokenize', () => {
    const init = { ns, type: 'init', clientToken: 'tok', locale: 'en-US', theme: 'dark' };
    expect(readHostMessage(init)).toEqual(init);
    expect(readHostMessage({ ns, type: 'tokenize', requestId: 'r1' })).toMatchObject({
      type: 'tokenize',
    });
  });

  it.each([
    ['null', null],
    ['a string', 'init'],
    ['an array', [ns, 'init']],
    ['another namespace', { ns: 'other', type: 'tokenize', requestId: 'r1' }],
    ['no namespace', { type: 'tokenize', requestId: 'r1' }],
    ['an unknown type', { ns, type: 'ready' }],
    ['init without token', { ns, type: 'init', locale: 'en', theme: 'light' }],
    ['init with empty token', { ns, type: 'init', clientToken: '', locale: 'en', theme: 'light' }],
    ['init with a bad theme', { ns, type: 'init', clientToken: 't', locale: 'en', theme: 'auto' }],
    ['tokenize without id', { ns, type: 'tokenize' }],
    ['tokenize with a numeric id', { ns, type: 'tokenize', requestId: 1 }],
    ['tokenize with a huge id', { ns, type: 'tokenize', requestId: 'x'.repeat(101) }],
  ])('ignores %s', (_, data) => {
    expect(readHostMessage(data)).toBeUndefined();
  });
});

describe('readFrameMessage', () => {
  const tokenized = {
    ns,
    type: 'tokenized',
    requestId: 'r1',
    cardToken: 'ct_1',
    brand: 'visa',
    last4: '1157',
    paymentMethodType: 'us_debit',
  };

  it('reads every frame message', () => {
    expect(readFrameMessage({ ns, type: 'ready' })).toEqual({ ns, type: 'ready' });
    expect(readFrameMessage({ ns, type: 'resize', height: 180.5 })).toBeDefined();
    expect(readFrameMessage({ ns, type: 'validity', complete: false })).toBeDefined();
    expect(readFrameMessage(tokenized)).toMatchObject({ type: 'slice', name: 'tokenized' });
    expect(readFrameMessage({ ns, type: 'error', code: 'NETWORK', message: 'm' })).toBeDefined();
    expect(
      readFrameMessage({
        ns,
        type: 'error',
        requestId: 'r1',
        code: 'PAYMENT_FAILED',
        message: 'm',
      }),
    ).toBeDefined();
  });

  it.each([
    ['a host message', { ns, type: 'tokenize', requestId: 'r1' }],
    ['a negative height', { ns, type: 'resize', height: -1 }],
    ['an infinite height', { ns, type: 'resize', height: Number.POSITIVE_INFINITY }],
    ['a string height', { ns, type: 'resize', height: '100' }],
    ['validity as a string', { ns, type: 'validity', complete: 'true' }],
    ['an unknown error code', { ns, type: 'error', code: 'OOPS', message: 'm' }],
    ['an error without message', { ns, type: 'error', code: 'NETWORK' }],
    [
      'an error with a numeric id',
      { ns, type: 'error', requestId: 3, code: 'NETWORK', message: 'm' },
    ],
  ])('ignores %s', (_, data) => {
    expect(readFrameMessage(data)).toBeUndefined();
  });
});

describe('readFrameMessage: slice messages', () => {
  it('reads any other type as a slice message, for its slice to read the fields', () => {
    const answer = { ns, type: 'taxIdTokenized', requestId: 'r1', taxIdToken: 't', last4: '1' };
    expect(readFrameMessage(answer)).toEqual({
      ns,
      type: 'slice',
      name: 'taxIdTokenized',
      requestId: 'r1',
      fields: answer,
    });
    const result = { ns, type: 'challengeResult', outcome: 'passed' };
    expect(readFrameMessage(result)).toEqual({
      ns,
      type: 'slice',
      name: 'challengeResult',
      fields: result,
    });
  });

  it.each([
    ['another namespace', { ns: 'other', type: 'challengeResult', outcome: 'failed' }],
    ['a huge request id', { ns, type: 'taxIdTokenized', requestId: 'x'.repeat(101) }],
    ['a numeric request id', { ns, type: 'tokenized', requestId: 1 }],
    ['a huge type', { ns, type: 'x'.repeat(101), requestId: 'r1' }],
    ['an empty type', { ns, type: '', requestId: 'r1' }],
    ['the host’s init', { ns, type: 'init', clientToken: 't', locale: 'en', theme: 'light' }],
  ])('ignores one with %s', (_, data) => {
    expect(readFrameMessage(data)).toBeUndefined();
  });
});

describe('isHttpOrigin', () => {
  it.each([
    'https://shop.example',
    'http://127.0.0.1:8080',
    'http://localhost:5173',
    'https://xn--bcher-kva.example',
    'http://[::1]:8080',
    'https://a-b.c-d.example:65535',
    `https://${'a'.repeat(63)}.example`,
  ])('accepts %s', (origin) => {
    expect(isHttpOrigin(origin)).toBe(true);
  });

  it.each([
    'null',
    '*',
    '',
    'https://shop.example/',
    'https://shop.example/path',
    'https://SHOP.example',
    'https://shop.example:443',
    'javascript:alert(1)',
    'ftp://shop.example',
    'https://user@shop.example',
    "https://shop.example; script-src 'unsafe-inline'",
    // Hosts that WHATWG URL lets through and that would rewrite a CSP or a header list.
    "https://a.example'",
    'http://*',
    'https://*',
    'http://*.evil.example',
    'http://a;sandbox',
    'http://a;frame-ancestors',
    'http://a,b',
    "http://'self'",
    'http://a b',
    'http://a\tb',
    'http://a"b',
    'http://a!b',
    'http://a$b',
    'http://a&b',
    'http://a(b)',
    'http://a+b',
    'http://a=b',
    'http://a_b',
    'http://a`b',
    'http://a{b}',
    'http://a~b',
    // Not a DNS name: empty or over-long labels, a leading or trailing hyphen.
    'http://a..b',
    'http://.a',
    'http://-a.example',
    'http://a-.example',
    `https://${'a'.repeat(64)}.example`,
    `https://${'a.'.repeat(127)}example`,
    'http://[::1',
    'http://[example]',
    'https://shop.example:0',
    'https://shop.example:65536',
  ])('refuses %s', (origin) => {
    expect(isHttpOrigin(origin)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isHttpOrigin(undefined)).toBe(false);
    expect(isHttpOrigin(42)).toBe(false);
  });
});
