// Registering <nft-checkout>, and its attributes read as options.
import { describe, expect, it, vi } from 'vitest';
import { defineCheckoutElement, ELEMENT_NAME, optionsFromAttributes } from './element.js';
import { create, useElementHarness } from './testing/elementHarness.js';

vi.mock('./mount.js', async () => ({ mount: (await import('./testing/fakeMount.js')).mount }));

useElementHarness();

describe('defineCheckoutElement', () => {
  it('registers <nft-checkout> once, and a second load does not throw', () => {
    const first = customElements.get(ELEMENT_NAME);
    expect(first).toBeDefined();
    expect(() => defineCheckoutElement()).not.toThrow();
    expect(defineCheckoutElement()).toBe(first);
  });

  it('leaves a page-defined element of that name alone', () => {
    const registry = {
      get: vi.fn(() => class extends HTMLElement {}),
      define: vi.fn(),
    } as unknown as CustomElementRegistry;
    defineCheckoutElement(registry);
    expect(registry.define).not.toHaveBeenCalled();
  });
});

describe('optionsFromAttributes', () => {
  it('maps each attribute to its option', () => {
    const element = create({
      'client-token': 'ctok_1',
      'base-url': 'https://svc.example/v1',
      locale: 'fr-FR',
      theme: 'dark',
    });
    expect(optionsFromAttributes(element)).toEqual({
      clientToken: 'ctok_1',
      baseUrl: 'https://svc.example/v1',
      locale: 'fr-FR',
      appearance: { theme: 'dark' },
    });
  });

  it('leaves absent attributes out', () => {
    expect(optionsFromAttributes(create({ 'client-token': 'ctok_1' }))).toEqual({
      clientToken: 'ctok_1',
    });
  });
});
