import { describe, expect, it } from 'vitest';
import {
  countryCode,
  currencyCode3,
  email,
  httpUrl,
  isoDate,
  isoDateTime,
  maxLen,
  money,
  nonEmpty,
  phone,
  requestId,
  uuid,
} from './primitives.js';
import { accepts } from './testing/schemaCheck.js';

const cases: Array<[string, () => Parameters<typeof accepts>[0], unknown[], unknown[]]> = [
  [
    'uuid',
    uuid,
    ['0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6b', 'C1A2B3C4-D5E6-4F70-8A9B-0C1D2E3F4A5B'],
    [
      'not-a-uuid',
      '0b6f0c2e6a584d8e9f3a1c2d3e4f5a6b',
      '0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6',
      '{0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6b}',
      '',
      42,
    ],
  ],
  [
    'date YYYY-MM-DD',
    isoDate,
    ['2024-02-29', '1990-12-10', '2026-01-31'],
    ['2023-02-29', '2024-13-01', '2024-1-05', '20240105', '2024-01-05T00:00:00Z', '05/01/2024', ''],
  ],
  [
    'date-time',
    isoDateTime,
    ['2026-11-22T10:30:00Z', '2026-11-22T10:30:00.123Z', '2026-11-22T10:30:00+02:00'],
    ['2026-11-22', '2026-11-22 10:30:00', 'yesterday'],
  ],
  [
    'email',
    email,
    ['ada@example.com', 'ada+low-risk@example.co.uk'],
    ['ada@', '@example.com', 'ada.example.com', 'ada @example.com', 'ada@example', ''],
  ],
  ['2-letter country code', countryCode, ['US', 'GB'], ['us', 'USA', 'U', 'U1', '']],
  ['3-letter currency code', currencyCode3, ['USD', 'usd', 'EUR'], ['US', 'USDT', 'U5D', '']],
  [
    'X-Request-Id',
    requestId,
    ['a', 'req-123-ABC', 'a'.repeat(72), '-'],
    ['', 'a'.repeat(73), 'req_1', 'req 1', 'req.1', 'réq', 'a\n'],
  ],
  [
    'phone with country code',
    phone,
    ['+15550100100', '+1 555 010 0100', '+44-20-7946-0958', '+12345678', `+1${'2'.repeat(14)}`],
    [
      '5550100100',
      '+05550100100',
      '+1234567',
      `+1${'2'.repeat(15)}`,
      '+1  5550100100',
      '+1 (555) 0100',
    ],
  ],
  [
    'http(s) URL',
    httpUrl,
    ['https://example.com/a.png', 'http://127.0.0.1:4010/x', 'HTTPS://EXAMPLE.COM/'],
    [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.png',
      'file:///etc/passwd',
      'example.com/a.png',
      '',
    ],
  ],
  ['money', money, [0, 0.01, 498.6, 1e9], [-0.01, -1, Number.NaN, Number.POSITIVE_INFINITY, '5']],
  ['non-empty string', nonEmpty, ['a', ' '], ['', undefined, 1]],
  ['at most 3 characters', () => maxLen(3), ['', 'abc'], ['abcd', 3]],
];

describe.each(cases)('%s', (_name, schema, good, bad) => {
  it.each(good.map((v) => [v]))('accepts %j', (value) => {
    expect(accepts(schema(), value)).toBe(true);
  });
  it.each(bad.map((v) => [v]))('refuses %j', (value) => {
    expect(accepts(schema(), value)).toBe(false);
  });
});
