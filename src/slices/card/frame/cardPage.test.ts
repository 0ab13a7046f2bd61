import { describe, expect, it } from 'vitest';
import { cardFramePage } from './cardPage.js';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const origin = 'https://shop.example';

describe('cardFramePage', () => {
  it('loads the script by URL, with no inline script or style', () => {
    const html = cardFramePage({ scriptUrl: '/v1/checkout/frames.js', origin });
    const doc = parse(html);
    const scripts = [...doc.querySelectorAll('script:not([type="application/json"])')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('/v1/checkout/frames.js');
    expect(scripts[0]?.textContent).toBe('');
    expect(doc.querySelectorAll('style, [style]')).toHaveLength(0);
    expect(html).not.toMatch(/\son\w+=/i);
  });

  it('escapes the script URL', () => {
    const scriptUrl = '/x.js"></script><script>alert(1)</script>';
    const doc = parse(cardFramePage({ scriptUrl, origin }));
    const scripts = doc.querySelectorAll('script:not([type="application/json"])');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(scriptUrl);
  });

  it('labels each field, hints autofill and ties errors to their fields', () => {
    const doc = parse(cardFramePage({ scriptUrl: '/f.js', origin }));
    const fields = [
      ['Card number', 'cc-number'],
      ['Expiry date (MM / YY)', 'cc-exp'],
      ['Security code (CVC)', 'cc-csc'],
    ];
    for (const [label, autocomplete] of fields) {
      const labelEl = [...doc.querySelectorAll('label')].find((l) => l.textContent === label);
      const input = doc.getElementById(labelEl?.htmlFor ?? '') as HTMLInputElement;
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      expect(input.getAttribute('inputmode')).toBe('numeric');
      expect(input.getAttribute('aria-invalid')).toBe('false');
      const described = input.getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(described.length).toBeGreaterThan(0);
      for (const id of described) expect(doc.getElementById(id)).not.toBeNull();
    }
    expect(doc.querySelector('form')?.hidden).toBe(true);
  });

  it('serves no form and no script for an origin that is not an http(s) origin', () => {
    for (const bad of ['null', '*', 'javascript:alert(1)', '"><script>alert(1)</script>']) {
      const html = cardFramePage({ scriptUrl: '/f.js', origin: bad });
      const doc = parse(html);
      expect(doc.querySelectorAll('script, form, input')).toHaveLength(0);
      expect(html).not.toContain('<script>alert');
    }
  });
});
