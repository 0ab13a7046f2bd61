import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choose, loadFramePage } from '../../../frame/testing/frameHarness.js';
import { photoFile, pngImage } from '../../../frame/testing/images.js';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../api/images.js';
import { DOCUMENT_IDS, sideIds } from './documentFields.js';
import { createDocumentForm, type DocumentForm } from './documentForm.js';
import { documentFramePage } from './documentPage.js';

const front = sideIds('front');
const back = sideIds('back');
const selfie = sideIds('selfie');
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const status = () => byId(DOCUMENT_IDS.status).textContent;
const PHOTO = pngImage(800, 600);

let form: DocumentForm;
let validity: ReturnType<typeof vi.fn<(complete: boolean) => void>>;
let urls: number;

beforeEach(() => {
  loadFramePage(documentFramePage);
  urls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:https://svc.example/${++urls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  validity = vi.fn();
  form = createDocumentForm(document, validity)!;
});
afterEach(() => {
  form.dispose?.();
  vi.restoreAllMocks();
});

/** Chooses a file for a side and waits for its check to land. */
async function chooseFor(ids: typeof front, file: File) {
  choose(ids.file, file);
  await vi.waitFor(() => {
    expect(byId(ids.preview).hidden && !byId(ids.error).textContent).toBe(false);
  });
}

function pickType(value: string) {
  const radio = byId<HTMLInputElement>(`${DOCUMENT_IDS.type}-${value}`);
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
}

function pickCountry(code: string) {
  const select = byId<HTMLSelectElement>(DOCUMENT_IDS.country);
  select.value = code;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('createDocumentForm', () => {
  it('lists the countries by English name after the placeholder', () => {
    const options = [...byId<HTMLSelectElement>(DOCUMENT_IDS.country).options];
    expect(options.length).toBeGreaterThan(240);
    expect(options[0]?.value).toBe('');
    expect(options.find((o) => o.value === 'GB')?.textContent).toBe('United Kingdom');
    const names = options.slice(1).map((o) => o.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('shows the back only for documents that have one', () => {
    expect(byId(back.block).hidden).toBe(true);
    pickType('driver_license');
    expect(byId(back.block).hidden).toBe(false);
    pickType('national_id');
    expect(byId(back.block).hidden).toBe(false);
    pickType('passport');
    expect(byId(back.block).hidden).toBe(true);
  });

  it('says what to do when the file is not a photo', async () => {
    const input = choose(front.file, photoFile('hello', 'notes.txt', 'text/plain'));
    await vi.waitFor(() => expect(byId(front.error).textContent).toBe(IMAGE_MESSAGES.type));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hidden).toBe(false);
    expect(byId(front.preview).hidden).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(status()).toBe(`Front of the document: ${IMAGE_MESSAGES.type}`);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('says how small a 1×1 photo is', async () => {
    choose(front.file, photoFile(pngImage(1, 1)));
    await vi.waitFor(() =>
      expect(byId(front.error).textContent).toBe(
        'This photo is 1×1 pixels, too small to read: use a photo of at least 600×400 pixels.',
      ),
    );
  });

  it('refuses a photo over 10 MB without reading it', async () => {
    const big = photoFile(new Uint8Array(MAX_IMAGE_BYTES + 1), 'big.jpg', 'image/jpeg');
    const read = vi.spyOn(big, 'arrayBuffer');
    choose(selfie.file, big);
    await vi.waitFor(() => expect(byId(selfie.error).textContent).toBe(IMAGE_MESSAGES.tooLarge));
    expect(read).not.toHaveBeenCalled();
  });

  it('says a truncated photo is damaged', async () => {
    choose(front.file, photoFile(PHOTO.slice(0, 40)));
    await vi.waitFor(() => expect(byId(front.error).textContent).toBe(IMAGE_MESSAGES.damaged));
  });

  it('previews a valid photo and keeps focus in its block', async () => {
    await chooseFor(front, photoFile(PHOTO));
    const preview = byId<HTMLImageElement>(front.preview);
    expect(preview.hidden).toBe(false);
    expect(preview.getAttribute('src')).toBe('blob:https://svc.example/1');
    expect(preview.alt).toBe('Your photo of the front of the document');
    expect(byId(front.file).hidden).toBe(true);
    const change = byId(front.change);
    expect(change.hidden).toBe(false);
    expect(change.textContent).toBe('Choose another photo');
    expect(document.activeElement).toBe(change);
    expect(byId(front.error).textContent).toBe('');
    expect(status()).toBe('Front photo added.');
  });

  it('clears the photo on "Choose another photo" and focuses the file input', async () => {
    await chooseFor(front, photoFile(PHOTO));
    byId(front.change).click();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://svc.example/1');
    expect(byId(front.preview).hidden).toBe(true);
    expect(byId(front.preview).hasAttribute('src')).toBe(false);
    expect(byId(front.change).hidden).toBe(true);
    expect(byId(front.file).hidden).toBe(false);
    expect(document.activeElement).toBe(byId(front.file));
  });

  it('revokes the preview it replaces', async () => {
    await chooseFor(front, photoFile(PHOTO));
    byId(front.change).click();
    await chooseFor(front, photoFile(PHOTO, 'other.png'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://svc.example/1');
    expect(byId(front.preview).getAttribute('src')).toBe('blob:https://svc.example/2');
  });

  it('is complete once the country and every photo the document needs are there', async () => {
    pickType('driver_license');
    pickCountry('FR');
    await chooseFor(front, photoFile(PHOTO));
    await chooseFor(selfie, photoFile(PHOTO, 'me.png'));
    expect(validity).not.toHaveBeenCalled();
    await chooseFor(back, photoFile(PHOTO, 'back.png'));
    expect(validity).toHaveBeenLastCalledWith(true);
    pickType('passport');
    expect(validity).toHaveBeenCalledTimes(1);
    byId(selfie.change).click();
    expect(validity).toHaveBeenLastCalledWith(false);
  });

  it('shows every missing part on read and focuses the first', async () => {
    pickType('national_id');
    await chooseFor(back, photoFile(PHOTO));
    expect(form.read()).toBeUndefined();
    expect(byId(DOCUMENT_IDS.countryError).textContent).toBe(
      'Choose the country that issued the document.',
    );
    expect(byId(front.error).textContent).toBe('Add a photo of the front of the document.');
    expect(byId(back.error).textContent).toBe('');
    expect(byId(selfie.error).textContent).toBe(
      'Add a selfie: face the camera, no hat or glasses.',
    );
    expect(document.activeElement).toBe(byId(DOCUMENT_IDS.country));
    pickCountry('DE');
    expect(byId(DOCUMENT_IDS.countryError).textContent).toBe('');
    expect(form.read()).toBeUndefined();
    expect(document.activeElement).toBe(byId(front.file));
  });

  it('reads the document, its country and the photos it needs, in order', async () => {
    pickCountry('FR');
    const photo = photoFile(PHOTO, 'passport.png');
    const me = photoFile(PHOTO, 'me.png');
    await chooseFor(front, photo);
    await chooseFor(selfie, me);
    expect(form.read()).toEqual({
      documentType: 'passport',
      issuingCountry: 'FR',
      images: [
        { side: 'front', data: photo, name: 'passport.png' },
        { side: 'selfie', data: me, name: 'me.png' },
      ],
    });
  });

  it('forgets the photos on clear, keeping the document and country', async () => {
    pickType('driver_license');
    pickCountry('FR');
    await chooseFor(front, photoFile(PHOTO));
    form.clear();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://svc.example/1');
    expect(byId(front.preview).hidden).toBe(true);
    expect(byId(front.file).hidden).toBe(false);
    expect(byId<HTMLInputElement>(`${DOCUMENT_IDS.type}-driver_license`).checked).toBe(true);
    expect(byId<HTMLSelectElement>(DOCUMENT_IDS.country).value).toBe('FR');
  });

  it('shows a refusal next to its side, or on the country', async () => {
    await chooseFor(selfie, photoFile(PHOTO));
    form.refused?.('This selfie is blurred: take it again.', 'selfie');
    expect(byId(selfie.error).textContent).toBe('This selfie is blurred: take it again.');
    expect(document.activeElement).toBe(byId(selfie.change));
    form.refused?.('must be a country code', 'country');
    expect(byId(DOCUMENT_IDS.countryError).textContent).toBe('must be a country code');
  });

  it('holds every control while sending and says so', () => {
    form.sending(true);
    expect(byId<HTMLFieldSetElement>(DOCUMENT_IDS.fields).disabled).toBe(true);
    expect(status()).toBe('Uploading photos…');
    form.sending(false, true);
    expect(byId<HTMLFieldSetElement>(DOCUMENT_IDS.fields).disabled).toBe(false);
    expect(status()).toBe('Photos sent for checking.');
  });

  it('keeps only the latest of two photos chosen in quick succession', async () => {
    choose(front.file, photoFile(pngImage(1, 1), 'first.png'));
    await chooseFor(front, photoFile(PHOTO, 'second.png'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(byId(front.error).textContent).toBe('');
    expect(byId(front.preview).hidden).toBe(false);
  });
});
