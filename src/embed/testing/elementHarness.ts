// Test-only: the element's tests' shared setup, over the fake mount() (fakeMount.ts): the
// element registered once, the page and the fake emptied after each test.
import { afterEach, beforeAll } from 'vitest';
import { defineCheckoutElement, ELEMENT_NAME } from '../element.js';
import { resetFakeMount } from './fakeMount.js';

export const tick = () => Promise.resolve();

export function create(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(ELEMENT_NAME);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

export function useElementHarness() {
  beforeAll(() => {
    defineCheckoutElement();
  });

  afterEach(() => {
    document.body.replaceChildren();
    resetFakeMount();
  });
}
