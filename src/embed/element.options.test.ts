import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NftCheckoutError } from '../api/errors.js';
import { defineCheckoutElement, ELEMENT_NAME, optionsFromAttributes } from './element.js';

// The real mount() and its option rules: the element's messages must name attributes.
beforeAll(() => {
  defineCheckoutElement();
});
afterEach(() => document.body.replaceChildren());

function connect(attributes: Record<string, string>): NftCheckoutError[] {
  const element = document.createElement(ELEMENT_NAME);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const errors: NftCheckoutError[] = [];
  element.addEventListener('nftc-error', (e) => errors.push((e as CustomEvent).detail));
  document.body.append(element);
  expect(element.shadowRoot?.childNodes ?? []).toHaveLength(0);
  return errors;
}

describe('<nft-checkout> with invalid attributes', () => {
  it.each([
    ['no client-token', { 'base-url': 'https://svc.example/v1' }, /client-token/],
    [
      'a base-url that is not the service',
      { 'client-token': 'ct', 'base-url': 'ftp://x' },
      /base-url/,
    ],
    ['no base-url', { 'client-token': 'ct' }, /base-url is required/],
    [
      'an unknown theme',
      { 'client-token': 'ct', 'base-url': 'https://svc.example/v1', theme: 'purple' },
      /theme must be "light", "dark" or "auto"/,
    ],
    [
      'a locale that is not a language tag',
      { 'client-token': 'ct', 'base-url': 'https://svc.example/v1', locale: '12 34' },
      /locale must be/,
    ],
    [
      'an express-wallets that is neither true nor false',
      { 'client-token': 'ct', 'base-url': 'https://svc.example/v1', 'express-wallets': 'yes' },
      /express-wallets must be true or false/,
    ],
  ])('reports %s by attribute name and renders nothing', (_, attributes, message) => {
    const errors = connect(attributes);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.code).toBe('CONFIGURATION');
    expect(errors[0]?.message).toMatch(/^<nft-checkout>: /);
    expect(errors[0]?.message).toMatch(message);
    expect(errors[0]?.message).not.toMatch(/clientToken|baseUrl|appearance|expressWallets/);
  });
});

describe('<nft-checkout express-wallets>', () => {
  it.each([
    ['', true],
    ['true', true],
    ['false', false],
  ])('reads %j as %s', (value, expected) => {
    const element = document.createElement(ELEMENT_NAME);
    element.setAttribute('express-wallets', value);
    expect(optionsFromAttributes(element).expressWallets).toBe(expected);
  });

  it('leaves the option out when the attribute is absent (off)', () => {
    const element = document.createElement(ELEMENT_NAME);
    expect('expressWallets' in optionsFromAttributes(element)).toBe(false);
  });
});
