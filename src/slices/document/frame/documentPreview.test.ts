import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heicImage } from '../../../api/testing/images.js';
import { frameLanguage } from '../../../frame/locales/index.js';
import { choose, fakeFrameWindow, loadFramePage } from '../../../frame/testing/frameHarness.js';
import { photoFile, pngImage } from '../../../frame/testing/images.js';
import { followLocale } from '../../../frame/texts.js';
import { sideIds } from './documentFields.js';
import { createDocumentForm, type DocumentForm } from './documentForm.js';
import { documentFramePage } from './documentPage.js';

const front = sideIds('front');
const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** Intl puts a no-break space between a number and its unit. */
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const MB = 1024 * 1024;

/** A HEIC of an iPhone photo's size, 2.1 MB (its image data is fake: nothing decodes it). */
const iphonePhoto = (name = 'IMG_0042.HEIC') =>
  photoFile(heicImage(4032, 3024, Math.round(2.1 * MB)), name, 'image/heic');

/** The browser's decoder: it draws PNGs only, as most browsers treat a HEIC. */
function decoder(drawable = (src: string) => src.endsWith('/png')) {
  return vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    return drawable(this.src)
      ? Promise.resolve()
      : Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
  });
}

let form: DocumentForm;

beforeEach(() => {
  // jsdom has no decode(): the tests give images one.
  HTMLImageElement.prototype.decode ??= () => Promise.resolve();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) =>
    (blob as Blob).type === 'image/png' ? 'blob:svc/png' : 'blob:svc/heic',
  );
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  form?.dispose?.();
  vi.restoreAllMocks();
});

function start(locale?: string) {
  loadFramePage((input) => documentFramePage({ ...input, locale }));
  form = createDocumentForm(document, () => {})!;
}

describe('the preview of a photo the browser cannot decode', () => {
  it('stands in with the file name, its size and why, as one labelled image', async () => {
    start();
    decoder();
    choose(front.file, iphonePhoto());
    const standIn = byId(front.standIn);
    await vi.waitFor(() => expect(standIn.hidden).toBe(false));
    expect(byId(front.preview).hidden).toBe(true);
    expect(byId(front.fileName).textContent).toBe('IMG_0042.HEIC');
    expect(spaced(byId(front.fileSize).textContent)).toBe('2.1 MB');
    expect(standIn.textContent).toContain('Preview not available in this browser');
    expect(standIn.getAttribute('role')).toBe('img');
    expect(spaced(standIn.getAttribute('aria-label'))).toBe(
      'IMG_0042.HEIC, 2.1 MB: preview not available in this browser',
    );
    expect(standIn.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // The photo is still the one to send.
    expect(byId(front.change).hidden).toBe(false);
    expect(byId(front.error).textContent).toBe('');
  });

  it('shows the photo itself when it decodes, and the stand-in no longer', async () => {
    start();
    decoder();
    choose(front.file, iphonePhoto());
    await vi.waitFor(() => expect(byId(front.standIn).hidden).toBe(false));
    byId(front.change).click();
    expect(byId(front.standIn).hidden).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:svc/heic');
    choose(front.file, photoFile(pngImage(800, 600)));
    await vi.waitFor(() => expect(byId(front.preview).hidden).toBe(false));
    expect(byId(front.standIn).hidden).toBe(true);
  });

  it('lets only the latest photo land when an earlier one is still decoding', async () => {
    start();
    let fail: (reason: unknown) => void = () => {};
    const slow = new Promise<void>((_, reject) => {
      fail = reject;
    });
    const decode = decoder();
    decode.mockImplementationOnce(() => slow);
    choose(front.file, iphonePhoto());
    await vi.waitFor(() => expect(decode).toHaveBeenCalledTimes(1));
    byId(front.change).click();
    choose(front.file, photoFile(pngImage(800, 600)));
    await vi.waitFor(() => expect(byId(front.preview).hidden).toBe(false));
    fail(new DOMException('late', 'EncodingError'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(byId(front.standIn).hidden).toBe(true);
    expect(byId(front.preview).hidden).toBe(false);
  });

  it("writes the size in the frame's language, and again when the language changes", async () => {
    start('fr');
    decoder();
    choose(front.file, iphonePhoto('passeport.heic'));
    await vi.waitFor(() => expect(byId(front.standIn).hidden).toBe(false));
    expect(spaced(byId(front.fileSize).textContent)).toBe('2,1 Mo');
    expect(byId(front.standIn).textContent).toContain('Aperçu non disponible dans ce navigateur');

    const words = vi.fn(async () => {
      const { locale, dir, strings } = frameLanguage('de');
      return Response.json({ locale, dir, strings });
    });
    const { win } = fakeFrameWindow('?locale=fr');
    expect(await followLocale(win, 'de', words as unknown as typeof fetch)).toBe(true);
    form.relabel?.();
    expect(spaced(byId(front.fileSize).textContent)).toBe('2,1 MB');
    expect(spaced(byId(front.standIn).getAttribute('aria-label'))).toBe(
      'passeport.heic, 2,1 MB: Vorschau in diesem Browser nicht verfügbar',
    );
    expect(byId(front.standIn).textContent).toContain('Vorschau in diesem Browser nicht verfügbar');
  });
});
