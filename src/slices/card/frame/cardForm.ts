import { digitsOf } from '../../../frame/digits.js';
import { reformat, showError, validityReporter } from '../../../frame/input.js';
import type { FrameForm } from '../../../frame/shell.js';
import type { CardTokenRequest } from '../api/cardToken.js';
import {
  BRAND_NAMES,
  type CardError,
  cvcError,
  detectBrand,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  numberError,
  parseExpiry,
} from './card.js';
import { BRAND_ID, errorId, FIELD_NAMES, FIELDS, type FieldName } from './cardFields.js';

export type CardForm = FrameForm<CardTokenRequest>;

const FORMAT: Record<FieldName, (text: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

const CHECK: Record<FieldName, (text: string) => CardError> = {
  number: numberError,
  expiry: (text) => expiryError(text),
  cvc: cvcError,
};

/**
 * Drives the page's three inputs: formats as the buyer types (keeping the caret where it was),
 * shows the brand, shows an error on leaving a filled field, and reports whether all three are
 * valid whenever that changes. Undefined when the page lacks a field.
 */
export function createCardForm(
  doc: Document,
  onValidity: (complete: boolean) => void,
): CardForm | undefined {
  const inputs = {} as Record<FieldName, HTMLInputElement>;
  const errors = {} as Record<FieldName, HTMLElement>;
  for (const name of FIELD_NAMES) {
    const input = doc.getElementById(FIELDS[name].id);
    const error = doc.getElementById(errorId(name));
    if (input?.tagName !== 'INPUT' || !error) return undefined;
    inputs[name] = input as HTMLInputElement;
    errors[name] = error;
  }
  const brand = doc.getElementById(BRAND_ID);
  const report = validityReporter(onValidity);

  const show = (name: FieldName, error: CardError) =>
    showError(inputs[name], errors[name], error ? { key: `card.errors.${error}` } : '');
  const check = (name: FieldName) => CHECK[name](inputs[name].value);
  const updateValidity = () => report(FIELD_NAMES.every((name) => !check(name)));

  const onInput = (name: FieldName) => {
    const formatted = reformat(inputs[name], FORMAT[name]);
    if (name === 'number' && brand) {
      brand.textContent = BRAND_NAMES[detectBrand(digitsOf(formatted))];
    }
    // An error already shown follows the value; a new one waits until the buyer leaves the field.
    if (errors[name].textContent) show(name, check(name));
    updateValidity();
  };

  for (const name of FIELD_NAMES) {
    inputs[name].addEventListener('input', () => onInput(name));
    inputs[name].addEventListener('blur', () => {
      if (inputs[name].value) show(name, check(name));
    });
  }
  inputs.number.form?.addEventListener('submit', (e) => e.preventDefault());

  return {
    read() {
      let first: HTMLInputElement | undefined;
      for (const name of FIELD_NAMES) {
        const message = check(name);
        show(name, message);
        if (message && !first) first = inputs[name];
      }
      if (first) {
        first.focus();
        return undefined;
      }
      const expiry = parseExpiry(inputs.expiry.value)!;
      return {
        number: digitsOf(inputs.number.value),
        ...expiry,
        cvc: digitsOf(inputs.cvc.value),
      };
    },
    clear() {
      for (const name of FIELD_NAMES) {
        inputs[name].value = '';
        show(name, '');
      }
      if (brand) brand.textContent = '';
      updateValidity();
    },
  };
}
