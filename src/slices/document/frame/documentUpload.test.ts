import { describe, expect, it, vi } from 'vitest';
import { englishService } from '../../../frame/testing/englishTexts.js';
import { type DocumentValue, submitDocument } from './documentUpload.js';

const URL_ = 'https://svc.example/v1/checkout/identity/captures';
const VID = 'idv_0123456789abcdef';
const capture = {
  verificationId: VID,
  documentType: 'passport',
  sides: ['front', 'selfie'],
  expiresAt: '2026-11-22T10:30:00.000Z',
};
const image = (side: 'front' | 'selfie', name: string) => ({
  side,
  data: new Blob(['x'], { type: '' }),
  name,
});
const document_: DocumentValue = {
  documentType: 'passport',
  issuingCountry: 'FR',
  images: [image('front', 'Pässe 🪪.jpg'), image('selfie', '')],
};
const read = { type: 'jpeg', width: 800, height: 600, bytes: 1 };

/** Answers in turn, recording each request's headers. */
function answering(...responses: Response[]) {
  const headers: Headers[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    headers.push(new Headers(init.headers));
    return responses.shift() ?? new Response(null, { status: 500 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, headers };
}

const send = (fetch: typeof globalThis.fetch) =>
  submitDocument({
    url: URL_,
    clientToken: 'ctok_123456',
    document: document_,
    strings: englishService('document'),
    fetch,
  });

describe('submitDocument', () => {
  it('sends a name header the browser accepts, and a type for untyped data', async () => {
    const { fetch, headers } = answering(
      Response.json(capture, { status: 201 }),
      Response.json({ side: 'front', ...read }),
      Response.json({ side: 'selfie', ...read }),
      Response.json({ verificationId: VID, status: 'submitted' }),
    );
    expect(await send(fetch)).toEqual({ ok: true, token: VID });
    expect(headers[1]?.get('x-file-name')).toBe(encodeURIComponent('Pässe 🪪.jpg'));
    expect(headers[1]?.get('content-type')).toBe('application/octet-stream');
    expect(headers[2]?.get('x-file-name')).toBe('selfie.jpg');
  });

  it('shows a 413 next to its side', async () => {
    const { fetch } = answering(
      Response.json(capture, { status: 201 }),
      Response.json({ code: 'VALIDATION', message: 'The image is too large.' }, { status: 413 }),
    );
    expect(await send(fetch)).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'The image is too large.',
      fieldMessage: 'The image is too large.',
      field: 'front',
    });
  });

  it('shows a refused country on the country', async () => {
    const { fetch } = answering(
      Response.json(
        {
          code: 'VALIDATION',
          message: 'Invalid request.',
          issues: [
            { path: 'issuingCountry', message: 'must be a 2-letter ISO 3166-1 country code' },
          ],
        },
        { status: 400 },
      ),
    );
    expect(await send(fetch)).toMatchObject({
      fieldMessage: 'must be a 2-letter ISO 3166-1 country code',
      field: 'country',
    });
  });

  it.each([
    ['another document', { ...capture, documentType: 'national_id' }],
    ['an unknown side', { ...capture, sides: ['front', 'left'] }],
    ['no id', { ...capture, verificationId: '' }],
    ['a side the form does not hold', { ...capture, sides: ['front', 'back', 'selfie'] }],
  ])('treats a capture of %s as an unexpected answer', async (_, body) => {
    const { fetch } = answering(
      Response.json(body, { status: 201 }),
      Response.json({ side: 'front', ...read }),
    );
    expect(await send(fetch)).toMatchObject({ ok: false, code: 'INVALID_RESPONSE' });
  });

  it('treats an image answer for another side as unexpected', async () => {
    const { fetch } = answering(
      Response.json(capture, { status: 201 }),
      Response.json({ side: 'selfie', ...read }),
    );
    expect(await send(fetch)).toMatchObject({ ok: false, code: 'INVALID_RESPONSE' });
  });

  it('reports a lost connection without the client token', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await send(fetch);
    expect(result).toEqual({
      ok: false,
      code: 'NETWORK',
      message: 'The photos could not be sent. Check the connection and try again.',
    });
  });
});
