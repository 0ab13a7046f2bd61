import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFramePage, type } from '../../../frame/testing/frameHarness.js';
import { say } from '../../../frame/texts.js';
import { TAX_ID_FIELD } from './taxIdFields.js';
import { createTaxIdForm, taxIdError } from './taxIdForm.js';
import { taxIdFramePage } from './taxIdPage.js';

const input = () => document.getElementById(TAX_ID_FIELD.id) as HTMLInputElement;
const errorText = () => document.getElementById(TAX_ID_FIELD.errorId)?.textContent;

/** A paste as the browser delivers it: the clipboard's text, the input unchanged until handled. */
function paste(text: string) {
  const field = input();
  field.focus();
  const event = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), {
    clipboardData: { getData: (kind: string) => (kind === 'text' ? text : '') },
  });
  field.dispatchEvent(event);
  return event;
}

beforeEach(() => loadFramePage(taxIdFramePage));

describe('taxIdError', () => {
  it.each([
    ['', 'Enter your Social Security number.'],
    ['123-45', 'Enter all 9 digits of your Social Security number.'],
    ['000-12-3456', 'This is not a valid Social Security number: check the first three digits.'],
    ['666-12-3456', 'This is not a valid Social Security number: check the first three digits.'],
    ['912-12-3456', 'This is not a valid Social Security number: check the first three digits.'],
    ['123-00-4567', 'This is not a valid Social Security number: check the middle two digits.'],
    ['123-45-0000', 'This is not a valid Social Security number: check the last four digits.'],
    ['123-45-6789', ''],
  ])('%j: %j', (value, message) => {
    const error = taxIdError(value);
    expect(error && say(document, typeof error === 'string' ? 'taxId.label' : error.key)).toBe(
      message,
    );
    // A message never quotes what was typed.
    if (value) expect(message).not.toContain(value);
  });
});

describe('createTaxIdForm', () => {
  it('needs the field and its error element', () => {
    document.getElementById(TAX_ID_FIELD.errorId)?.remove();
    expect(createTaxIdForm(document, () => {})).toBeUndefined();
  });

  it('writes 123-45-6789 as typed and keeps the caret', () => {
    createTaxIdForm(document, () => {});
    expect(type(TAX_ID_FIELD.id, '123').value).toBe('123');
    expect(type(TAX_ID_FIELD.id, '1234').value).toBe('123-4');
    const field = type(TAX_ID_FIELD.id, '123456789');
    expect(field.value).toBe('123-45-6789');
    expect(field.selectionStart).toBe(field.value.length);

    // a 0 typed after the 4 of 123-45-678: the caret stays after it, not at the end
    field.value = '123-405-678';
    field.setSelectionRange(6, 6);
    field.dispatchEvent(new Event('input'));
    expect(field.value).toBe('123-40-5678');
    expect(field.selectionStart).toBe(6);

    // a dash deleted: the caret stays after the same digits
    field.value = '12345-6789';
    field.setSelectionRange(3, 3);
    field.dispatchEvent(new Event('input'));
    expect(field.value).toBe('123-45-6789');
    expect(field.selectionStart).toBe(3);
  });

  it('drops letters and anything past nine digits', () => {
    createTaxIdForm(document, () => {});
    expect(type(TAX_ID_FIELD.id, '12a3b45c67890').value).toBe('123-45-6789');
  });

  it.each(['123 45 6789', '123-45-6789', '123.45.6789', 'SSN: 123 - 45 - 6789 '])(
    'takes a pasted %j as its digits',
    (text) => {
      const onValidity = vi.fn();
      createTaxIdForm(document, onValidity);
      const event = paste(text);
      expect(event.defaultPrevented).toBe(true);
      expect(input().value).toBe('123-45-6789');
      expect(input().selectionStart).toBe(11);
      expect(onValidity).toHaveBeenCalledWith(true);
    },
  );

  it('pastes into the selection', () => {
    createTaxIdForm(document, () => {});
    const field = type(TAX_ID_FIELD.id, '123');
    field.setSelectionRange(3, 3);
    paste('45 6789');
    expect(field.value).toBe('123-45-6789');
  });

  it('leaves a paste it cannot read to the browser', () => {
    createTaxIdForm(document, () => {});
    input().focus();
    const event = new Event('paste', { cancelable: true });
    input().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('shows an error when a filled field is left, and follows the value after that', () => {
    createTaxIdForm(document, () => {});
    const field = type(TAX_ID_FIELD.id, '12345');
    expect(errorText()).toBe('');
    field.dispatchEvent(new Event('blur'));
    expect(errorText()).toBe('Enter all 9 digits of your Social Security number.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    type(TAX_ID_FIELD.id, '666456789');
    expect(errorText()).toMatch(/first three digits/);
    type(TAX_ID_FIELD.id, '123456789');
    expect(errorText()).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('leaves an empty field quietly', () => {
    createTaxIdForm(document, () => {});
    input().dispatchEvent(new Event('blur'));
    expect(errorText()).toBe('');
  });

  it('reports completeness only when it changes', () => {
    const onValidity = vi.fn();
    createTaxIdForm(document, onValidity);
    type(TAX_ID_FIELD.id, '12345678');
    expect(onValidity).not.toHaveBeenCalled();
    type(TAX_ID_FIELD.id, '123456789');
    type(TAX_ID_FIELD.id, '123-45-6789');
    expect(onValidity.mock.calls).toEqual([[true]]);
    type(TAX_ID_FIELD.id, '123450000');
    expect(onValidity.mock.calls).toEqual([[true], [false]]);
  });

  it('read() shows the error and focuses the field, or returns the nine digits', () => {
    const form = createTaxIdForm(document, () => {})!;
    expect(form.read()).toBeUndefined();
    expect(errorText()).toBe('Enter your Social Security number.');
    input().blur();
    type(TAX_ID_FIELD.id, '123006789');
    input().blur();
    expect(form.read()).toBeUndefined();
    expect(document.activeElement).toBe(input());
    expect(errorText()).toMatch(/middle two digits/);
    type(TAX_ID_FIELD.id, '123456789');
    expect(form.read()).toBe('123456789');
  });

  it('clear() empties the field; refused() shows the reason on it', () => {
    const onValidity = vi.fn();
    const form = createTaxIdForm(document, onValidity)!;
    type(TAX_ID_FIELD.id, '123456789');
    form.refused?.('This number is not accepted.');
    expect(errorText()).toBe('This number is not accepted.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    form.clear();
    expect(input().value).toBe('');
    expect(errorText()).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(onValidity.mock.calls).toEqual([[true], [false]]);
  });
});
