// A client that drops the connection mid-body is logged as aborted, not as the sandbox's own
// failure, and the sandbox goes on serving.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../api/testing/images.js';
import {
  holdUpload,
  openCapture,
  putPhoto,
} from '../slices/document/service/testing/photoCapture.js';
import { basic, MERCHANT, startTestSandbox, type TestSandbox } from './testing/harness.js';
import { logLines } from './testing/logLines.js';

let t: TestSandbox;
const log = logLines();
beforeAll(async () => {
  t = await startTestSandbox({ quiet: false, log: log.log });
});
afterAll(() => t.close());

const IMAGE_ROUTE = 'PUT /v1/checkout/identity/captures/:verificationId/images/:side';

describe('a request body cut off by the client', { timeout: 30_000 }, () => {
  it('is logged as an aborted photo upload, and the next upload is served', async () => {
    const capture = await openCapture(t.url);
    const photo = pngImage(1200, 800);
    const upload = holdUpload(t.sandbox.origin, capture, 'front', photo);
    await upload.taken;
    const logged = log.next((line) => line.startsWith(IMAGE_ROUTE));
    const before = log.lines.length;
    upload.abort(photo.length >> 1);
    expect(await logged).toMatch(new RegExp(`^${IMAGE_ROUTE} aborted \\d+\\.\\dms$`));
    expect(log.lines.slice(before).filter((line) => /^error | 500 /.test(line))).toEqual([]);
    expect((await putPhoto(t.sandbox.origin, capture, 'front', photo)).status).toBe(200);
  });

  it('is logged as aborted for a JSON body too', async () => {
    const body = JSON.stringify({ nft: { name: 'Genesis #1' } });
    const req = request(`${t.sandbox.origin}/v1/auth/client-tokens`, {
      method: 'POST',
      headers: {
        authorization: basic(MERCHANT),
        'content-type': 'application/json',
        'content-length': String(body.length + 100),
        expect: '100-continue',
      },
    });
    req.on('error', () => {});
    req.flushHeaders();
    await new Promise((resolve) => req.once('continue', resolve));
    const logged = log.next((line) => line.startsWith('POST /v1/auth/client-tokens'));
    req.write(body, () => req.destroy());
    expect(await logged).toMatch(/^POST \/v1\/auth\/client-tokens aborted /);
    expect(log.lines.filter((line) => line.startsWith('error '))).toEqual([]);
  });
});
