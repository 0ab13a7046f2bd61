import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from './endpointHandlers.js';
import {
  basic,
  type Checkout,
  MERCHANT,
  startTestSandbox,
  type TestSandbox,
} from './testing/harness.js';
import { validBody } from './testing/sweep.js';

/*
 * No answer and no log line may hold a card number, a CVC or an SSN, valid or not: error
 * messages name the field, never the value. Random malformed requests carry these markers in
 * values, keys, path segments and query parameters, to every endpoint.
 */
const CARD = '4539578763621486';
const MARKERS = [CARD, '4539578763621487', '6011000990139424', '7319', '913', '078-05-1120'];
/** Server-made values (UUIDs, times, sizes) may hold a CVC's digits: only a whole one counts. */
const found = (text: string) =>
  MARKERS.filter((marker) => new RegExp(`(?<![0-9A-Za-z])${marker}(?![0-9A-Za-z])`).test(text));

let t: TestSandbox;
let checkout: Checkout;
const log: string[] = [];
beforeAll(async () => {
  t = await startTestSandbox({ quiet: false, log: (line) => log.push(line) });
  checkout = await t.open();
});
afterAll(() => t.close());

const marker = fc.constantFrom(...MARKERS);
/** A marker as a value: bare, inside text, as a number, in a list. */
const markerValue = fc.oneof(
  marker,
  marker.map((m) => `cvc ${m}`),
  marker.map((m) => `${m}x`),
  marker.map((m) => Number(m.replaceAll('-', ''))),
  marker.map((m) => [m]),
  marker.map((m) => ({ number: m, cvc: m })),
);
/** A marker as a key, beside the names the schemas use. */
const key = fc.oneof(
  marker,
  marker.map((m) => `cvc ${m}`),
  fc.constantFrom('number', 'cvc', 'attributes', 'OS', 'taxRates', 'counterparty', 'flow'),
  fc.string({ maxLength: 6 }),
);
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    markerValue,
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('json'), { maxLength: 3 }),
    fc.dictionary(key, tie('json'), { maxKeys: 3 }),
  ),
}));

/** A valid body with some members replaced or added: markers where values and keys go. */
function breakBody(base: unknown, changes: [string[], unknown][]): unknown {
  const body = structuredClone(base) as Record<string, unknown>;
  for (const [path, value] of changes) {
    let at: Record<string, unknown> = body;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        at[part] = value;
      } else {
        const next = at[part];
        at[part] = typeof next === 'object' && next !== null ? next : {};
        at = at[part] as Record<string, unknown>;
      }
    }
  }
  return body;
}

const merchantAuth = basic(MERCHANT);
const authFor = (path: string) =>
  path.startsWith('/v1/checkout/') ? `Bearer ${checkout.token}` : merchantAuth;
const posts = ROUTES.filter((r) => r.method === 'POST').map((r) => r.path);
const others = ROUTES.filter((r) => r.method !== 'POST');
const QUERY_NAMES = [
  'startDate',
  'endDate',
  'reference',
  'externalUserId',
  'customer_id',
  'bank_account_id',
  'type',
  'sessionKey',
  'customerId',
  'origin',
];

async function expectNoMarker(method: string, path: string, body?: unknown) {
  const before = log.length;
  const res = await t.raw(method, path, {
    auth: authFor(path),
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'idempotency-key': crypto.randomUUID() },
    headersOnly: true,
  });
  const what = `${method} ${path} ${res.status} ${res.text.slice(0, 300)}`;
  // A refusal names fields only; the card endpoint never answers with the card either way.
  if (res.status >= 400 || path === '/v1/checkout/cards') expect(found(res.text), what).toEqual([]);
  expect(found(log.slice(before).join('\n')), `log of ${what}`).toEqual([]);
}

describe('no card number, CVC or SSN in any answer or log line', { timeout: 120_000 }, () => {
  it('for malformed bodies on every POST', async () => {
    const change = fc.tuple(
      fc.array(fc.oneof(key, fc.constantFrom('nft', 'customer', 'buyer', 'address', 'payment')), {
        minLength: 1,
        maxLength: 3,
      }),
      json,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.array(change, { minLength: 1, maxLength: 4 }),
        async (path, changes) => {
          await expectNoMarker('POST', path, breakBody(validBody(path, checkout.orderId), changes));
        },
      ),
      {
        numRuns: 400,
        examples: [
          ['/v1/checkout/device', [[['attributes', 'cvc 913'], 1]]],
          ['/v1/checkout/device', [[['attributes', CARD], [1]]]],
          ['/v1/checkout/cards', [[['cvc'], 7319]]],
          ['/v1/checkout/cards', [[['number'], `${CARD}x`]]],
          [
            '/v1/customers',
            [
              [['flow'], { name: 'x' }],
              [['checkpoints'], ['customer', CARD]],
            ],
          ],
          [
            '/v1/customers',
            [
              [['flow'], { name: 'x' }],
              [['customString', CARD], 1],
            ],
          ],
          ['/v1/auth/client-tokens', [[['taxRates', CARD], 1]]],
          ['/v1/orders/events', [[['orderId'], CARD]]],
        ],
      },
    );
    // Found by referenceId alone: the order the 404 speaks of is named by field.
    await expectNoMarker('POST', '/v1/orders/events', {
      type: 'Delivered',
      referenceId: '078-05-1120',
      transactionHash: '0x1',
    });
  });

  it('for markers in paths and queries of every other endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...others),
        fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_NAMES), marker), markerValue, {
          maxKeys: 3,
        }),
        marker,
        async (route, query, param) => {
          const path = route.path.replace(/:\w+/g, encodeURIComponent(param));
          const search = new URLSearchParams(
            Object.entries(query).map(([name, value]) => [name, String(value)]),
          );
          await expectNoMarker(route.method, `${path}?${search}`);
        },
      ),
      { numRuns: 200 },
    );
    for (const path of [`/v1/orders/${CARD}`, `/v1/checkout/cards/${CARD}`, `/v1/${CARD}/x`]) {
      await expectNoMarker('GET', path);
      await expectNoMarker('POST', path, { number: CARD });
    }
  });
});
