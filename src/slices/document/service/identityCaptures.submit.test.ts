import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../api/testing/images.js';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness.js';
import { captureRequests } from './testing/identityCaptures.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const { required, createCapture, capture, upload, submit } = captureRequests(() => t);

describe('POST /v1/checkout/identity/captures/{id}/submit', { timeout: 20_000 }, () => {
  it('names each photo still missing', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout);
    await upload(checkout, id, 'back', pngImage(1200, 800));
    const res = await submit(checkout, id);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'VALIDATION',
      issues: [
        { path: 'images.front', message: 'is missing: upload the front of the document first' },
        { path: 'images.selfie', message: 'is missing: upload the selfie first' },
      ],
    });
  });

  it('sends the capture to the verifier once; its photos cannot change after', async () => {
    const checkout = await required();
    const { verificationId: id } = await capture(checkout, 'passport');
    await upload(checkout, id, 'front', pngImage(1200, 800));
    await upload(checkout, id, 'selfie', pngImage(800, 1200));
    const res = await submit(checkout, id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ verificationId: id, status: 'submitted' });
    const state = await checkout.client.getOrderState();
    expect(state.identity).toMatchObject({
      status: 'submitted',
      verificationId: id,
      attemptsLeft: 2,
    });
    expect(state.identity?.history.at(-1)).toEqual({
      phase: 'submitted',
      verificationId: id,
      at: expect.any(String),
    });
    expect((await submit(checkout, id)).status).toBe(409);
    const late = await upload(checkout, id, 'front', pngImage(1200, 800));
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ message: expect.stringMatching(/submitted already/) });
    // And no other capture starts while this one is with the verifier.
    expect((await createCapture(checkout)).status).toBe(409);
  });
});
