import { describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../api/errors.js';
import { parseOptions, parseUpdate } from './options.js';

const base = { clientToken: 'tok-1', baseUrl: 'https://sandbox.example.com/v1' };

function failure(input: unknown): NftCheckoutError {
  try {
    parseOptions(input);
  } catch (error) {
    expect(error).toBeInstanceOf(NftCheckoutError);
    expect((error as NftCheckoutError).code).toBe('CONFIGURATION');
    return error as NftCheckoutError;
  }
  throw new Error('expected parseOptions to throw');
}

describe('parseOptions', () => {
  it('applies defaults', () => {
    const options = parseOptions({ ...base, baseUrl: 'https://sandbox.example.com/v1/' });
    expect(options.baseUrl).toBe('https://sandbox.example.com/v1');
    expect(options.locale).toBe(navigator.language);
    expect(options.appearance).toEqual({ theme: 'auto', variables: {} });
  });

  it('falls back to en-US without a usable navigator.language', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
    expect(parseOptions(base).locale).toBe('en-US');
    vi.restoreAllMocks();
  });

  it('keeps valid appearance variables and callbacks', () => {
    const onComplete = () => {};
    const options = parseOptions({
      ...base,
      locale: 'fr-FR',
      appearance: {
        theme: 'dark',
        variables: {
          '--nftc-color-primary': '#0a5cff',
          '--nftc-font-family': '"Inter", sans-serif',
        },
      },
      onComplete,
    });
    expect(options.locale).toBe('fr-FR');
    expect(options.appearance.variables['--nftc-font-family']).toBe('"Inter", sans-serif');
    expect(options.onComplete).toBe(onComplete);
  });

  it('uses a default baseUrl only when none is given', () => {
    const defaults = { baseUrl: 'http://127.0.0.1:4010/v1' };
    expect(parseOptions({ clientToken: 't' }, defaults).baseUrl).toBe(defaults.baseUrl);
    expect(parseOptions(base, defaults).baseUrl).toBe(base.baseUrl);
  });

  it.each([
    [undefined, /options must be an object/],
    ['tok', /options must be an object/],
    [{ baseUrl: base.baseUrl }, /clientToken is required/],
    [{ ...base, clientToken: '  ' }, /clientToken must not be empty/],
    [{ clientToken: 't' }, /baseUrl is required/],
    [{ ...base, baseUrl: 'ftp://x.example/v1' }, /baseUrl must be the service URL/],
    [{ ...base, baseUrl: 'https://x.example/api' }, /ending in \/v1/],
    [{ ...base, baseUrl: 'https://u:p@x.example/v1' }, /no credentials/],
    [{ ...base, locale: 'not a locale' }, /locale must be a BCP 47 language tag/],
    [
      { ...base, appearance: { theme: 'pink' } },
      /appearance.theme must be "light", "dark" or "auto"/,
    ],
    [{ ...base, appearance: 'dark' }, /appearance must be an object/],
    [{ ...base, appearance: { colors: {} } }, /appearance has unknown keys colors/],
    [
      { ...base, appearance: { variables: { '--nftc-colour-primary': 'red' } } },
      /"--nftc-colour-primary" is not a theming variable; use one of --nftc-color-primary/,
    ],
    [{ ...base, appearance: { variables: { color: 'red' } } }, /"color" is not a theming variable/],
    [{ ...base, onComplete: 'done()' }, /onComplete must be a function/],
    [{ ...base, onCompleted: () => {} }, /Unknown option onCompleted: check the spelling/],
    [{ ...base, clientToken: 42 }, /clientToken must be a string/],
    [{ ...base, baseUrl: 1 }, /baseUrl must be a string/],
    [{ ...base, appearance: { variables: [] } }, /appearance.variables must be an object/],
    [
      { ...base, appearance: { variables: { '--nftc-radius': 8 } } },
      /appearance.variables values must be plain CSS values/,
    ],
    [[base], /options must be an object/],
    [null, /options must be an object/],
  ])('refuses %j', (input, message) => {
    expect(failure(input).message).toMatch(message);
  });

  it.each([
    'red;}:host{display:none',
    'red}',
    'url(https://evil.example/x)',
    'expression(alert(1))',
    '"unbalanced',
    'a\\62 c',
    '/* comment */ red',
    '<script>',
    '',
  ])('refuses the CSS value %j', (value) => {
    const error = failure({ ...base, appearance: { variables: { '--nftc-color-text': value } } });
    expect(error.message).toMatch(/must be plain CSS values/);
    expect(error.issues[0]?.path).toBe('appearance.variables.--nftc-color-text');
  });

  it('mode: inline by default, popup when asked', () => {
    expect(parseOptions(base).mode).toBe('inline');
    expect(parseOptions({ ...base, mode: 'inline' }).mode).toBe('inline');
    expect(parseOptions({ ...base, mode: 'popup' }).mode).toBe('popup');
  });

  it.each(['modal', 'Popup', '', 1, null, {}])('refuses the mode %j, naming the option', (mode) => {
    const error = failure({ ...base, mode });
    expect(error.issues).toEqual([{ path: 'mode', message: 'mode must be "inline" or "popup".' }]);
    expect(error.message).toMatch(/mode must be "inline" or "popup"\./);
  });

  it('expressWallets: off unless given true', () => {
    expect(parseOptions(base).expressWallets).toBeFalsy();
    expect(parseOptions({ ...base, expressWallets: false }).expressWallets).toBe(false);
    expect(parseOptions({ ...base, expressWallets: true }).expressWallets).toBe(true);
  });

  it.each(['true', 1, null, {}, 'express'])('refuses the expressWallets %j, naming it', (value) => {
    const error = failure({ ...base, expressWallets: value });
    const message = 'expressWallets must be true or false.';
    expect(error.issues).toEqual([{ path: 'expressWallets', message }]);
    expect(error.message).toContain(message);
  });

  it('update(): expressWallets and submitButton live, what only a mount can change refused', () => {
    const current = parseOptions(base);
    expect(parseUpdate({ expressWallets: true }, current).expressWallets).toBe(true);
    expect(parseUpdate({ submitButton: false }, current).submitButton).toBe(false);
    for (const key of ['clientToken', 'baseUrl', 'mode', 'strings']) {
      expect(() => parseUpdate({ [key]: 'x' }, current)).toThrow(`update() cannot change ${key}`);
    }
    expect(() => parseUpdate({ expressWallets: 'on' }, current)).toThrow(/expressWallets must be/);
  });

  it('names every problem at once, each with its path', () => {
    const error = failure({ clientToken: '', baseUrl: 'x', locale: 5 });
    expect(error.issues.map((i) => i.path)).toEqual(['clientToken', 'baseUrl', 'locale']);
    expect(error.message).toMatch(/^Invalid checkout options: /);
    expect(error.message).toMatch(/See the options table in the README\.$/);
  });
});
