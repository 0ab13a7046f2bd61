import { describe, expect, it } from 'vitest';
import { cardFramePage } from '../../card/frame/cardPage.js';
import { TAX_ID_FORM_ID } from './taxIdFields.js';
import { taxIdFramePage } from './taxIdPage.js';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const origin = 'https://shop.example';
const scriptUrl = '/v1/checkout/frames.js';

describe('taxIdFramePage', () => {
  it('loads the frame script by URL, with no inline script, style or handler', () => {
    const html = taxIdFramePage({ scriptUrl, origin });
    const doc = parse(html);
    const scripts = [...doc.querySelectorAll('script:not([type="application/json"])')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(scriptUrl);
    expect(scripts[0]?.textContent).toBe('');
    expect(doc.querySelectorAll('style, [style]')).toHaveLength(0);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(doc.title).toBe('Social Security number');
  });

  it('has one labelled field for the number, with its hint and error tied to it', () => {
    const doc = parse(taxIdFramePage({ scriptUrl, origin }));
    const form = doc.getElementById(TAX_ID_FORM_ID) as HTMLFormElement;
    expect(form.hidden).toBe(true);
    const inputs = form.querySelectorAll('input');
    expect(inputs).toHaveLength(1);
    const label = form.querySelector('label');
    expect(label?.textContent).toBe('Social Security number');
    const input = doc.getElementById(label?.htmlFor ?? '') as HTMLInputElement;
    expect(input).toBe(inputs[0]);
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('maxlength')).toBe('11');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    const [hint, error, ...rest] = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(rest).toEqual([]);
    expect(doc.getElementById(hint ?? '')?.textContent).toBe('9 digits, e.g. 123-45-6789');
    expect(doc.getElementById(error ?? '')?.className).toBe('nftc-error');
    expect(doc.getElementById(error ?? '')?.textContent).toBe('');
  });

  it('is told apart from the card frame page by its form', () => {
    const card = parse(cardFramePage({ scriptUrl, origin }));
    expect(card.getElementById(TAX_ID_FORM_ID)).toBeNull();
    expect(card.title).toBe('Card details');
  });

  it('escapes the script URL', () => {
    const bad = '/x.js"></script><script>alert(1)</script>';
    const scripts = parse(taxIdFramePage({ scriptUrl: bad, origin })).querySelectorAll(
      'script:not([type="application/json"])',
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(bad);
  });

  it('serves no form and no script for an origin that is not an http(s) origin', () => {
    for (const bad of ['null', '*', 'javascript:alert(1)', '"><script>alert(1)</script>']) {
      const html = taxIdFramePage({ scriptUrl, origin: bad });
      const doc = parse(html);
      expect(doc.querySelectorAll('script, form, input')).toHaveLength(0);
      expect(doc.body.textContent?.trim()).toBe('This form works only inside the checkout.');
      expect(html).not.toContain('<script>alert');
    }
  });
});
