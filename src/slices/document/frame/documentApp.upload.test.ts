import { describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { choose } from '../../../frame/testing/frameHarness.js';
import { photoFile } from '../../../frame/testing/images.js';
import { DOCUMENT_IDS, sideIds } from './documentFields.js';
import {
  answers,
  byId,
  CAPTURES,
  fakeService,
  fillPassport,
  front,
  init,
  PHOTO,
  selfie,
  start,
  stopFrame,
  tokenize,
  useDocumentPage,
  VID,
} from './testing/documentAppHarness.js';

useDocumentPage();

describe('startDocumentFrame', () => {
  it('creates the capture, uploads each side with its name, submits, and answers the id', async () => {
    const { fetch, calls } = fakeService();
    const { send, posted } = start(fetch);
    send(init);
    await fillPassport();
    send(tokenize('r1'));
    await vi.waitFor(() => expect(answers(posted)).toHaveLength(1));

    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', CAPTURES],
      ['PUT', `${CAPTURES}/${VID}/images/front`],
      ['PUT', `${CAPTURES}/${VID}/images/selfie`],
      ['POST', `${CAPTURES}/${VID}/submit`],
    ]);
    for (const call of calls) {
      expect(call.headers.get('authorization')).toBe('Bearer ctok_123456');
    }
    expect(JSON.parse(calls[0]?.body as string)).toEqual({
      documentType: 'passport',
      issuingCountry: 'FR',
    });
    expect(calls[1]?.headers.get('x-file-name')).toBe('passport front.png');
    expect(calls[1]?.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await (calls[1]!.body as Blob).arrayBuffer())).toEqual(
      new Uint8Array(PHOTO),
    );
    expect(calls[2]?.headers.get('x-file-name')).toBe('selfie.png');

    expect(answers(posted)).toEqual([
      { ns, type: 'documentSubmitted', requestId: 'r1', verificationId: VID },
    ]);
    // A retry starts clean.
    expect(posted().at(-1)).toEqual({ ns, type: 'validity', complete: false });
    expect(byId(front.preview).hidden).toBe(true);
    expect(byId(selfie.file).hidden).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalled();
    expect(byId(DOCUMENT_IDS.status).textContent).toBe('Photos sent for checking.');
    expect(JSON.stringify(posted())).not.toContain('ctok_123456');
  });

  it('uploads the back of a two-sided document', async () => {
    const { fetch, calls } = fakeService();
    const { send, posted } = start(fetch);
    send(init);
    const licence = byId<HTMLInputElement>(`${DOCUMENT_IDS.type}-driver_license`);
    licence.checked = true;
    licence.dispatchEvent(new Event('change', { bubbles: true }));
    choose(sideIds('back').file, photoFile(PHOTO, 'back.png'));
    await fillPassport();
    send(tokenize('r1'));
    await vi.waitFor(() => expect(answers(posted)).toHaveLength(1));
    expect(calls.map((c) => c.url.split('/').at(-1))).toEqual([
      'captures',
      'front',
      'back',
      'selfie',
      'submit',
    ]);
  });

  it("shows the service's reason next to the image it refused", async () => {
    const message = 'The selfie shows no face: take it again, facing the camera.';
    const { fetch, calls } = fakeService({
      [`/${VID}/images/selfie`]: () =>
        Response.json(
          { code: 'VALIDATION', message, issues: [{ path: 'image', message }] },
          { status: 400 },
        ),
    });
    const { send, posted } = start(fetch);
    send(init);
    await fillPassport();
    send(tokenize('r1'));
    await vi.waitFor(() => expect(answers(posted)).toHaveLength(1));
    expect(answers(posted)[0]).toEqual({
      ns,
      type: 'error',
      requestId: 'r1',
      code: 'VALIDATION',
      message,
    });
    expect(calls.some((c) => c.url.endsWith('/submit'))).toBe(false);
    await vi.waitFor(() => expect(byId(selfie.error).textContent).toBe(message));
    expect(byId(front.error).textContent).toBe('');
    expect(byId(selfie.file).getAttribute('aria-invalid')).toBe('true');
    // The photos stay, for another try or a replacement.
    expect(byId(selfie.preview).hidden).toBe(false);
    expect(byId<HTMLFieldSetElement>(DOCUMENT_IDS.fields).disabled).toBe(false);
  });

  it('passes on other service errors with their message', async () => {
    const { fetch } = fakeService({
      '': () =>
        Response.json({ code: 'EXPIRED', message: 'The checkout expired.' }, { status: 410 }),
    });
    const { send, posted } = start(fetch);
    send(init);
    await fillPassport();
    send(tokenize('r1'));
    await vi.waitFor(() => expect(answers(posted)).toHaveLength(1));
    expect(answers(posted)[0]).toMatchObject({ code: 'EXPIRED', message: 'The checkout expired.' });
    expect(byId(front.preview).hidden).toBe(false);
    expect(byId(DOCUMENT_IDS.status).textContent).toBe('');
  });

  it('keeps the chosen photos over a new init', async () => {
    const { send, posted } = start();
    send(init);
    await fillPassport();
    send({ ...init, clientToken: 'ctok_other', theme: 'dark' });
    expect(byId(front.preview).hidden).toBe(false);
    expect(posted().filter((m) => m.type === 'validity')).toEqual([
      { ns, type: 'validity', complete: true },
    ]);
  });

  it('lets go of the previews when stopped', async () => {
    const { send } = start();
    send(init);
    await fillPassport();
    stopFrame();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });
});
