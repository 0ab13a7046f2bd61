import { describe, expect, it } from 'vitest';
import { frameCsp } from '../../../frame/page.js';
import { DOCUMENT_FORM_ID, DOCUMENT_IDS, sideIds } from './documentFields.js';
import { documentFramePage, documentFramePolicy } from './documentPage.js';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const origin = 'https://shop.example';
const scriptUrl = '/v1/checkout/frames.js';
const page = () => parse(documentFramePage({ scriptUrl, origin }));

/** The name a control is announced with: its label, its aria-label or its own text. */
function nameOf(doc: Document, control: Element): string {
  const label = control.id ? doc.querySelector(`label[for="${control.id}"]`) : null;
  const wrapping = control.closest('label');
  return (
    label?.textContent ??
    control.getAttribute('aria-label') ??
    wrapping?.textContent ??
    (control.tagName === 'BUTTON' ? control.textContent : '') ??
    ''
  ).trim();
}

describe('documentFramePage', () => {
  it('loads the frame script by URL, with no inline script, style or handler', () => {
    const html = documentFramePage({ scriptUrl, origin });
    const doc = parse(html);
    const scripts = [...doc.querySelectorAll('script:not([type="application/json"])')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(scriptUrl);
    expect(scripts[0]?.textContent).toBe('');
    expect(doc.querySelectorAll('style, [style]')).toHaveLength(0);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(doc.title).toBe('Identity document');
    expect(doc.getElementById(DOCUMENT_FORM_ID)?.hidden).toBe(true);
  });

  it('escapes the script URL', () => {
    const bad = '/x.js"></script><script>alert(1)</script>';
    const scripts = parse(documentFramePage({ scriptUrl: bad, origin })).querySelectorAll(
      'script:not([type="application/json"])',
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(bad);
  });

  it('serves no form and no script for an origin that is not an http(s) origin', () => {
    for (const bad of ['null', '*', '"><script>alert(1)</script>']) {
      const html = documentFramePage({ scriptUrl, origin: bad });
      const doc = parse(html);
      expect(doc.querySelectorAll('script, form, input')).toHaveLength(0);
      expect(doc.body.textContent?.trim()).toBe('This form works only inside the checkout.');
      expect(html).not.toContain('<script>alert');
    }
  });

  it('names every control', () => {
    const doc = page();
    const controls = [...doc.querySelectorAll('input, select, button, video')];
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) expect(nameOf(doc, control), control.id).not.toBe('');
    expect(controls.map((control) => nameOf(doc, control))).toEqual([
      'Passport',
      "Driver's licence",
      'National ID card',
      'Issuing country',
      'Front of the document',
      'Use camera',
      'Camera preview: front of the document',
      'Take photo',
      'Cancel',
      'Choose another photo',
      'Back of the document',
      'Use camera',
      'Camera preview: back of the document',
      'Take photo',
      'Cancel',
      'Choose another photo',
      'A selfie',
      'Use camera',
      'Camera preview: a selfie',
      'Take photo',
      'Cancel',
      'Choose another photo',
    ]);
    for (const button of doc.querySelectorAll('button')) expect(button.type).toBe('button');
  });

  it('offers the three documents, passport first, in a named group', () => {
    const doc = page();
    const group = doc.getElementById(DOCUMENT_IDS.type);
    expect(group?.querySelector('legend')?.textContent).toBe('Document');
    const radios = [...doc.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['passport', true],
      ['driver_license', false],
      ['national_id', false],
    ]);
  });

  it('asks for a country with a placeholder, its error tied to it', () => {
    const doc = page();
    const select = doc.getElementById(DOCUMENT_IDS.country) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose a country'],
    ]);
    expect(select.getAttribute('aria-describedby')).toBe(DOCUMENT_IDS.countryError);
  });

  it('has a block per side, the back hidden for the passport chosen at first', () => {
    const doc = page();
    for (const [side, shown, capture] of [
      ['front', true, 'environment'],
      ['back', false, 'environment'],
      ['selfie', true, 'user'],
    ] as const) {
      const ids = sideIds(side);
      const block = doc.getElementById(ids.block) as HTMLElement;
      expect(block.hidden, side).toBe(!shown);
      expect(block.getAttribute('role')).toBe('group');
      expect(block.getAttribute('aria-labelledby')).toBe(ids.label);
      const input = doc.getElementById(ids.file) as HTMLInputElement;
      expect(input.type).toBe('file');
      expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/heic,image/*');
      expect(input.getAttribute('capture')).toBe(capture);
      expect(input.getAttribute('aria-describedby')).toBe(`${ids.hint} ${ids.error}`);
      expect(doc.getElementById(ids.preview)?.getAttribute('alt')).toMatch(/^Your /);
      expect(doc.getElementById(ids.camera)?.hidden).toBe(true);
      expect(doc.getElementById(ids.panel)?.hidden).toBe(true);
      expect(doc.getElementById(ids.change)?.hidden).toBe(true);
    }
    expect(doc.getElementById(sideIds('front').hint)?.textContent).toBe(
      'Place the whole document on a dark surface, in good light, all four corners visible.',
    );
    expect(doc.getElementById(sideIds('selfie').hint)?.textContent).toBe(
      'Face the camera, no hat or glasses.',
    );
  });

  it('announces status politely', () => {
    const status = page().getElementById(DOCUMENT_IDS.status);
    expect(status?.getAttribute('role')).toBe('status');
    expect(status?.getAttribute('aria-live')).toBe('polite');
  });
});

describe('documentFramePolicy', () => {
  it("adds blob: images to the frames' policy and allows the camera for the service only", () => {
    expect(documentFramePolicy.csp(origin)).toBe(`${frameCsp(origin)}; img-src blob:`);
    expect(documentFramePolicy.csp('*')).toContain("frame-ancestors 'none'");
    expect(documentFramePolicy.permissionsPolicy).toBe('camera=(self)');
  });
});
