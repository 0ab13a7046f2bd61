import { afterEach, beforeEach, expect, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../../api/frameProtocol.js';
import {
  choose,
  DOCUMENT_FRAME_BASE,
  fakeFrameWindow,
  loadFramePage,
} from '../../../../frame/testing/frameHarness.js';
import { photoFile, pngImage } from '../../../../frame/testing/images.js';
import { startDocumentFrame } from '../documentApp.js';
import { DOCUMENT_FORM_ID, DOCUMENT_IDS, sideIds } from '../documentFields.js';
import { documentFramePage } from '../documentPage.js';

/* The document frame's tests' harness: its page, its app started, a fake service. */

export const init = {
  ns,
  type: 'init',
  clientToken: 'ctok_123456',
  locale: 'en-US',
  theme: 'light',
};
export const tokenize = (requestId: string) => ({ ns, type: 'tokenize', requestId });
export const CAPTURES = 'https://svc.example/v1/checkout/identity/captures';
export const VID = 'idv_0123456789abcdef';
export const PHOTO = pngImage(800, 600);
export const front = sideIds('front');
export const selfie = sideIds('selfie');
export const byId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.getElementById(id) as T;
export const form = () => byId<HTMLFormElement>(DOCUMENT_FORM_ID);

let stop: (() => void) | undefined;

/** Runs each test of the file on the document page; the frame stopped and mocks restored after. */
export function useDocumentPage() {
  beforeEach(() => {
    loadFramePage(documentFramePage);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:https://svc.example/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    stopFrame();
    vi.restoreAllMocks();
  });
}

/** Stops the frame started last, as the page going away would. */
export function stopFrame() {
  stop?.();
  stop = undefined;
}

export function start(fetch: typeof globalThis.fetch = vi.fn()) {
  const frame = fakeFrameWindow(undefined, DOCUMENT_FRAME_BASE);
  stop = startDocumentFrame(frame.win, { fetch });
  return frame;
}

type Call = { url: string; method: string; headers: Headers; body: unknown };

/** The service as the frame sees it: a capture, each image read, the submission. */
export function fakeService(overrides: Partial<Record<string, () => Response>> = {}) {
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

export function pickCountry(code: string) {
  const select = byId<HTMLSelectElement>(DOCUMENT_IDS.country);
  select.value = code;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A passport from France, its front and a selfie chosen and checked. */
export async function fillPassport() {
  pickCountry('FR');
  choose(front.file, photoFile(PHOTO, 'passport front.png'));
  choose(selfie.file, photoFile(PHOTO, 'selfie.png'));
  await vi.waitFor(() => {
    expect(byId(front.preview).hidden).toBe(false);
    expect(byId(selfie.preview).hidden).toBe(false);
  });
}

export const answers = (posted: () => Record<string, unknown>[]) =>
  posted().filter((m) => m.type === 'documentSubmitted' || m.type === 'error');
