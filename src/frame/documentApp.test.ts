import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../api/frameProtocol.js';
import { startDocumentFrame } from './documentApp.js';
import { DOCUMENT_FORM_ID, DOCUMENT_IDS, sideIds } from './documentFields.js';
import { documentFramePage } from './documentPage.js';
import {
  choose,
  DOCUMENT_FRAME_BASE,
  fakeFrameWindow,
  HOST,
  loadFramePage,
} from './testing/frameHarness.js';
import { photoFile, pngImage } from './testing/images.js';

const init = { ns, type: 'init', clientToken: 'ctok_123456', locale: 'en-US', theme: 'light' };
const tokenize = (requestId: string) => ({ ns, type: 'tokenize', requestId });
const CAPTURES = 'https://svc.example/v1/checkout/identity/captures';
const VID = 'idv_0123456789abcdef';
const PHOTO = pngImage(800, 600);
const front = sideIds('front');
const selfie = sideIds('selfie');
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const form = () => byId<HTMLFormElement>(DOCUMENT_FORM_ID);

let stop: (() => void) | undefined;
beforeEach(() => {
  loadFramePage(HOST, documentFramePage);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:https://svc.example/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

function start(fetch: typeof globalThis.fetch = vi.fn()) {
  const frame = fakeFrameWindow(undefined, DOCUMENT_FRAME_BASE);
  stop = startDocumentFrame(frame.win, { fetch });
  return frame;
}

type Call = { url: string; method: string; headers: Headers; body: unknown };

/** The service as the frame sees it: a capture, each image read, the submission. */
function fakeService(overrides: Partial<Record<string, () => Response>> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, request: RequestInit = {}) => {
    const call = {
      url: String(url),
      method: request.method ?? 'GET',
      headers: new Headers(request.headers),
      body: request.body,
    };
    calls.push(call);
    const path = call.url.slice(CAPTURES.length);
    const override = overrides[path];
    if (override) return override();
    if (path === '') {
      const { documentType } = JSON.parse(request.body as string);
      return Response.json(
        {
          verificationId: VID,
          documentType,
          sides: documentType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'],
          expiresAt: '2026-11-22T10:30:00.000Z',
        },
        { status: 201 },
      );
    }
    const image = /^\/idv_\w+\/images\/(\w+)$/.exec(path);
    if (image) {
      return Response.json({ side: image[1], type: 'png', width: 800, height: 600, bytes: 1200 });
    }
    if (path === `/${VID}/submit`)
      return Response.json({ verificationId: VID, status: 'submitted' });
    return new Response(null, { status: 404 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function pickCountry(code: string) {
  const select = byId<HTMLSelectElement>(DOCUMENT_IDS.country);
  select.value = code;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A passport from France, its front and a selfie chosen and checked. */
async function fillPassport() {
  pickCountry('FR');
  choose(front.file, photoFile(PHOTO, 'passport front.png'));
  choose(selfie.file, photoFile(PHOTO, 'selfie.png'));
  await vi.waitFor(() => {
    expect(byId(front.preview).hidden).toBe(false);
    expect(byId(selfie.preview).hidden).toBe(false);
  });
}

const answers = (posted: () => Record<string, unknown>[]) =>
  posted().filter((m) => m.type === 'documentSubmitted' || m.type === 'error');

describe('startDocumentFrame', () => {
  it('says ready to the parent at the host origin and shows the form on init', () => {
    const { parent, posted, send } = start();
    expect(posted()).toEqual([{ ns, type: 'ready' }]);
    expect(form().hidden).toBe(true);
    send(init);
    expect(form().hidden).toBe(false);
    for (const call of parent.postMessage.mock.calls) expect(call[1]).toBe(HOST);
  });

  it('does not start on another frame page', () => {
    loadFramePage(HOST);
    expect(startDocumentFrame(fakeFrameWindow(undefined, DOCUMENT_FRAME_BASE).win)).toBeUndefined();
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a lookalike origin', { origin: `${HOST}.evil.example` }],
    ['another window', { source: {} }],
    ['no window', { source: null }],
  ])('ignores messages from %s', async (_, from) => {
    const { fetch } = fakeService();
    const { send, posted } = start(fetch);
    send(init, from);
    expect(form().hidden).toBe(true);
    send(init);
    await fillPassport();
    send(tokenize('r1'), from);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    expect(answers(posted)).toEqual([]);
  });

  it('tells the host when everything needed is there', async () => {
    const { send, posted } = start();
    send(init);
    await fillPassport();
    expect(posted().at(-1)).toEqual({ ns, type: 'validity', complete: true });
  });

  it('refuses to send before init', async () => {
    const { fetch } = fakeService();
    const { send, posted } = start(fetch);
    await fillPassport();
    send(tokenize('r1'));
    await vi.waitFor(() => expect(answers(posted)).toHaveLength(1));
    expect(answers(posted)[0]).toMatchObject({ code: 'CONFIGURATION' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers VALIDATION and shows what is missing on each side', async () => {
    const { fetch } = fakeService();
    const { send, posted } = start(fetch);
    send(init);
    pickCountry('FR');
    choose(selfie.file, photoFile(PHOTO));
    await vi.waitFor(() => expect(byId(selfie.preview).hidden).toBe(false));
    send(tokenize('r1'));
    await vi.waitFor(() => expect(answers(posted)).toHaveLength(1));
    expect(answers(posted)[0]).toEqual({
      ns,
      type: 'error',
      requestId: 'r1',
      code: 'VALIDATION',
      message: 'Add the photos of the document and the selfie, then try again.',
    });
    expect(byId(front.error).textContent).toBe('Add a photo of the front of the document.');
    expect(byId(selfie.error).textContent).toBe('');
    expect(document.activeElement).toBe(byId(front.file));
    expect(fetch).not.toHaveBeenCalled();
  });

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
    stop?.();
    stop = undefined;
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });
});
