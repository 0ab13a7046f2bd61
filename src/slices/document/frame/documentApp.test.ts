import { describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import {
  choose,
  DOCUMENT_FRAME_BASE,
  fakeFrameWindow,
  HOST,
  loadFramePage,
} from '../../../frame/testing/frameHarness.js';
import { photoFile } from '../../../frame/testing/images.js';
import { cardFramePage } from '../../card/frame/cardPage.js';
import { startDocumentFrame } from './documentApp.js';
import {
  answers,
  byId,
  fakeService,
  fillPassport,
  form,
  front,
  init,
  PHOTO,
  pickCountry,
  selfie,
  start,
  tokenize,
  useDocumentPage,
} from './testing/documentAppHarness.js';

useDocumentPage();

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
    loadFramePage(cardFramePage);
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
});
