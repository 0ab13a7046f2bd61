import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFramePage } from '../../../frame/testing/frameHarness.js';
import { pngImage } from '../../../frame/testing/images.js';
import { DOCUMENT_IDS, sideIds } from './documentFields.js';
import { createDocumentForm, type DocumentForm } from './documentForm.js';
import { documentFramePage } from './documentPage.js';

const front = sideIds('front');
const selfie = sideIds('selfie');
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

let form: DocumentForm | undefined;
const track = () => ({ stop: vi.fn() });
let tracks: ReturnType<typeof track>[];
let getUserMedia: ReturnType<typeof vi.fn>;
let readyState: { mockReturnValue(value: number): unknown };

/** A browser with a camera: each stream has one track, and frames draw to a PNG. */
function withCamera() {
  tracks = [];
  getUserMedia = vi.fn(async () => {
    const t = track();
    tracks.push(t);
    return { getTracks: () => [t] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  for (const key of ['videoWidth', 'videoHeight'] as const) {
    vi.spyOn(HTMLVideoElement.prototype, key, 'get').mockReturnValue(
      key === 'videoWidth' ? 800 : 600,
    );
  }
  readyState = vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
    done(new Blob([pngImage(800, 600) as BlobPart], { type })),
  );
}

beforeEach(() => {
  loadFramePage(documentFramePage);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:https://svc.example/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  form?.dispose?.();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const open = async (ids = front) => {
  byId(ids.camera).click();
  await vi.waitFor(() => expect(byId(ids.panel).hidden).toBe(false));
};

describe('the live camera', () => {
  it('is not offered without getUserMedia', () => {
    form = createDocumentForm(document, () => {});
    expect(byId(front.camera).hidden).toBe(true);
  });

  it('opens the right camera and focuses "Take photo"', async () => {
    withCamera();
    form = createDocumentForm(document, () => {});
    expect(byId(front.camera).hidden).toBe(false);
    await open();
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        audio: false,
        video: expect.objectContaining({ facingMode: 'environment' }),
      }),
    );
    expect(byId(front.camera).hidden).toBe(true);
    expect(document.activeElement).toBe(byId(front.shoot));
    await open(selfie);
    expect(getUserMedia).toHaveBeenLastCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }) }),
    );
    // One camera at a time.
    expect(tracks[0]?.stop).toHaveBeenCalled();
    expect(byId(front.panel).hidden).toBe(true);
    expect(byId(front.camera).hidden).toBe(false);
  });

  it('closes on Cancel or Escape, lets go of the camera, and focuses "Use camera"', async () => {
    withCamera();
    form = createDocumentForm(document, () => {});
    await open();
    byId(front.cancel).click();
    expect(tracks[0]?.stop).toHaveBeenCalled();
    expect(byId(front.panel).hidden).toBe(true);
    expect(document.activeElement).toBe(byId(front.camera));
    await open();
    byId(front.shoot).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tracks[1]?.stop).toHaveBeenCalled();
    expect(byId(front.panel).hidden).toBe(true);
  });

  it('takes a JPEG named camera-<side>.jpg, previews it and offers a retake', async () => {
    withCamera();
    const validity = vi.fn();
    form = createDocumentForm(document, validity);
    await open();
    byId(front.shoot).click();
    expect(tracks[0]?.stop).toHaveBeenCalled();
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(
      expect.any(Function),
      'image/jpeg',
      expect.any(Number),
    );
    await vi.waitFor(() => expect(byId(front.preview).hidden).toBe(false));
    expect(byId(front.change).textContent).toBe('Retake photo');
    expect(document.activeElement).toBe(byId(front.change));
    expect(byId(front.camera).hidden).toBe(true);
    const select = byId<HTMLSelectElement>(DOCUMENT_IDS.country);
    select.value = 'FR';
    byId(selfie.camera).click();
    await vi.waitFor(() => expect(byId(selfie.panel).hidden).toBe(false));
    byId(selfie.shoot).click();
    await vi.waitFor(() => expect(byId(selfie.preview).hidden).toBe(false));
    const value = form?.read();
    expect(value?.images.map((image) => [image.name, image.data.type])).toEqual([
      ['camera-front.jpg', 'image/jpeg'],
      ['camera-selfie.jpg', 'image/jpeg'],
    ]);
  });

  it('takes the first frame when "Take photo" is pressed before the camera has sent one', async () => {
    withCamera();
    readyState.mockReturnValue(0);
    form = createDocumentForm(document, () => {});
    await open();
    byId(front.shoot).click();
    expect(HTMLCanvasElement.prototype.toBlob).not.toHaveBeenCalled();
    expect(byId(front.error).textContent).toBe('');
    readyState.mockReturnValue(2);
    byId(front.video).dispatchEvent(new Event('loadeddata'));
    await vi.waitFor(() => expect(byId(front.preview).hidden).toBe(false));
    expect(tracks[0]?.stop).toHaveBeenCalled();
  });

  it('takes no photo when the preview closes before the camera has sent a frame', async () => {
    withCamera();
    readyState.mockReturnValue(0);
    form = createDocumentForm(document, () => {});
    await open();
    byId(front.shoot).click();
    byId(front.cancel).click();
    byId(front.video).dispatchEvent(new Event('loadeddata'));
    expect(HTMLCanvasElement.prototype.toBlob).not.toHaveBeenCalled();
    expect(byId(front.preview).hidden).toBe(true);
  });

  it('says what to do when the camera cannot be opened', async () => {
    withCamera();
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    form = createDocumentForm(document, () => {});
    byId(front.camera).click();
    await vi.waitFor(() =>
      expect(byId(front.error).textContent).toBe(
        'The camera could not be opened: allow camera access, or choose a photo instead.',
      ),
    );
    expect(byId(front.panel).hidden).toBe(true);
  });

  it('lets go of the camera when its side is no longer needed', async () => {
    withCamera();
    form = createDocumentForm(document, () => {});
    const pick = (type: string) => {
      const radio = byId<HTMLInputElement>(`${DOCUMENT_IDS.type}-${type}`);
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    };
    pick('national_id');
    await open(sideIds('back'));
    pick('passport');
    expect(tracks[0]?.stop).toHaveBeenCalled();
    pick('national_id');
    expect(byId(sideIds('back').panel).hidden).toBe(true);
    expect(byId(sideIds('back').camera).hidden).toBe(false);
  });

  it('lets go of the camera when the page goes away', async () => {
    withCamera();
    form = createDocumentForm(document, () => {});
    await open();
    window.dispatchEvent(new Event('pagehide'));
    expect(tracks[0]?.stop).toHaveBeenCalled();
  });
});
