import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFramePage, type } from '../../../frame/testing/frameHarness.js';
import { BRAND_ID, errorId, FIELDS } from './cardFields.js';
import { createCardForm } from './cardForm.js';
import { cardFramePage } from './cardPage.js';

const errorText = (name: keyof typeof FIELDS) =>
  document.getElementById(errorId(name))?.textContent;

beforeEach(() => loadFramePage(cardFramePage));

describe('createCardForm', () => {
  it('needs every field of the page', () => {
    document.getElementById(FIELDS.cvc.id)?.remove();
    expect(createCardForm(document, () => {})).toBeUndefined();
  });

  it('formats the number as typed, keeps the caret and names the brand', () => {
    createCardForm(document, () => {});
    const input = type(FIELDS.number.id, '46591055690511');
    expect(input.value).toBe('4659 1055 6905 11');
    expect(input.selectionStart).toBe(input.value.length);
    expect(document.getElementById(BRAND_ID)?.textContent).toBe('Visa');

    // a digit typed in the middle: the caret stays after it, not at the end
    input.value = '4659 10955 6905 11';
    input.setSelectionRange(8, 8);
    input.dispatchEvent(new Event('input'));
    expect(input.value).toBe('4659 1095 5690 511');
    expect(input.selectionStart).toBe(8);
  });

  it('shows an error when a filled field is left, and follows the value after that', () => {
    createCardForm(document, () => {});
    const expiry = type(FIELDS.expiry.id, '13');
    expect(errorText('expiry')).toBe('');
    expiry.dispatchEvent(new Event('blur'));
    expect(errorText('expiry')).toMatch(/MM \/ YY/);
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    type(FIELDS.expiry.id, '1240');
    expect(errorText('expiry')).toBe('');
    expect(expiry.getAttribute('aria-invalid')).toBe('false');
  });

  it('leaves an empty field quietly', () => {
    createCardForm(document, () => {});
    document.getElementById(FIELDS.cvc.id)?.dispatchEvent(new Event('blur'));
    expect(errorText('cvc')).toBe('');
  });

  it('reports completeness only when it changes', () => {
    const onValidity = vi.fn();
    createCardForm(document, onValidity);
    type(FIELDS.number.id, '4659105569051157');
    type(FIELDS.expiry.id, '0440');
    expect(onValidity).not.toHaveBeenCalled();
    type(FIELDS.cvc.id, '123');
    type(FIELDS.cvc.id, '1234');
    expect(onValidity.mock.calls).toEqual([[true]]);
    type(FIELDS.cvc.id, '12');
    expect(onValidity.mock.calls).toEqual([[true], [false]]);
  });

  it('read() shows every error and focuses the first invalid field', () => {
    const form = createCardForm(document, () => {})!;
    type(FIELDS.number.id, '4659105569051157');
    expect(form.read()).toBeUndefined();
    expect(errorText('number')).toBe('');
    expect(errorText('expiry')).toMatch(/Enter/);
    expect(errorText('cvc')).toMatch(/Enter/);
    expect(document.activeElement?.id).toBe(FIELDS.expiry.id);
  });

  it('read() returns the card, clear() empties the form', () => {
    const onValidity = vi.fn();
    const form = createCardForm(document, onValidity)!;
    type(FIELDS.number.id, '4659105569051157');
    type(FIELDS.expiry.id, '0440');
    type(FIELDS.cvc.id, '123');
    expect(form.read()).toEqual({
      number: '4659105569051157',
      expMonth: 4,
      expYear: 2040,
      cvc: '123',
    });
    form.clear();
    for (const { id } of Object.values(FIELDS)) {
      expect((document.getElementById(id) as HTMLInputElement).value).toBe('');
    }
    expect(document.getElementById(BRAND_ID)?.textContent).toBe('');
    expect(onValidity.mock.calls).toEqual([[true], [false]]);
  });
});
