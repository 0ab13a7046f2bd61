// No photo of an identity document leaves the upload: not in an answer, a header, a log line or
// the store, as bytes, base64 or hex; its file name, read only for the sandbox outcome, neither.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../api/testing/images.js';
import { passBuyerChecks } from '../../../sandbox/testing/buyerChecks.js';
import {
  basic,
  buyer,
  CARDS,
  MERCHANT,
  type RawResponse,
  startTestSandbox,
  type TestSandbox,
} from '../../../sandbox/testing/harness.js';

const MARK = 'PIXELS-OF-A-PASSPORT-7f3a9c';
const FILE_NAME = 'my-own-passport-photo-5b21e.png';

/** A valid PNG carrying MARK in a text chunk, so its bytes can be looked for anywhere. */
function markedPng(): Buffer {
  const png = pngImage(1200, 800);
  const data = Buffer.from(`Comment\u0000${MARK}`, 'latin1');
  const typed = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([png.subarray(0, 33), length, typed, crc, png.subarray(33)]);
}

let t: TestSandbox;
const log: string[] = [];
beforeAll(async () => {
  t = await startTestSandbox({ quiet: false, log: (line) => log.push(line) });
});
afterAll(() => t.close());

const image = markedPng();
const FORBIDDEN = [
  MARK,
  FILE_NAME,
  image.toString('base64').slice(40, 120),
  image.toString('hex').slice(60, 160),
  image.subarray(41, 100).toString('latin1'),
];

function expectClean(text: string, what: string) {
  for (const secret of FORBIDDEN)
    expect(text.includes(secret), `${what} holds the photo`).toBe(false);
}

const seen = (res: RawResponse | { headers: Headers; text: string }) =>
  `${JSON.stringify([...res.headers])}\n${res.text}`;

describe('identity document photos', { timeout: 20_000 }, () => {
  it('appear in no answer, log line or stored record', async () => {
    const who = buyer({ emailAddress: 'ada+medium-risk@example.com' });
    const checkout = await t.open();
    const auth = `Bearer ${checkout.token}`;
    const checks = await passBuyerChecks(t.url, checkout.token, who, undefined, {
      document: false,
    });
    await checkout.client.assessIdentity({ buyer: who, ...checks });
    const created = await t.raw('POST', '/v1/checkout/identity/captures', {
      auth,
      body: { documentType: 'passport', issuingCountry: 'US' },
    });
    const { verificationId: id } = created.json as { verificationId: string };
    const answers: { headers: Headers; text: string }[] = [created];
    for (const side of ['front', 'selfie', 'back']) {
      for (const body of [image, image.subarray(0, image.length - 40)]) {
        const res = await fetch(
          `${t.sandbox.origin}/v1/checkout/identity/captures/${id}/images/${side}`,
          {
            method: 'PUT',
            headers: { authorization: auth, 'content-type': 'image/png', 'x-file-name': FILE_NAME },
            body: new Uint8Array(body),
          },
        );
        answers.push({ headers: res.headers, text: await res.text() });
      }
    }
    expect(answers.map((a) => JSON.parse(a.text).code ?? 'ok')).toEqual([
      'ok',
      'ok',
      'VALIDATION',
      'ok',
      'VALIDATION',
      'VALIDATION',
      'VALIDATION',
    ]);
    answers.push(
      await t.raw('POST', `/v1/checkout/identity/captures/${id}/submit`, { auth, body: {} }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await checkout.payWithCard(CARDS.usCredit, who, undefined, { document: false });
    const merchant = basic(MERCHANT);
    for (const [path, a] of [
      ['/v1/checkout/session', auth],
      ['/v1/checkout/order', auth],
      [`/v1/orders/${checkout.orderId}`, merchant],
      ['/v1/customers', merchant],
      [`/v1/identityDocuments/verifications/${id}`, merchant],
    ] as const) {
      answers.push(await t.raw('GET', path, { auth: a }));
    }
    for (const [i, answer] of answers.entries()) expectClean(seen(answer), `answer ${i}`);
    expect(JSON.parse(answers.at(-1)?.text ?? '{}')).toMatchObject({ status: 'complete' });
    expectClean(log.join('\n'), 'the log');
    const stored = JSON.stringify([
      ...t.sandbox.store.identities.values(),
      ...t.sandbox.store.orders.values(),
      ...t.sandbox.store.riskResponses.values(),
    ]);
    expectClean(stored, 'the store');
    // What is kept instead: the photo's fingerprint and size.
    expect(stored).toContain(createHash('sha256').update(image).digest('hex'));
  });
});
