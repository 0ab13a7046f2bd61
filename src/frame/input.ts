import { caretAfterDigits, digitsOf } from './digits.js';
import { type Message, showText } from './texts.js';

/*
 * What every frame field does the same way: reformat as typed without moving the caret, show an
 * error with aria-invalid, and say when completeness changes.
 */

/** Writes `format(value)` into the input, the caret kept after the same number of digits. */
export function reformat(input: HTMLInputElement, format: (text: string) => string): string {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
  const formatted = format(input.value);
  if (formatted !== input.value) {
    input.value = formatted;
    if (input.ownerDocument.activeElement === input) {
      const at = caretAfterDigits(formatted, digitsBefore);
      input.setSelectionRange(at, at);
    }
  }
  return formatted;
}

/** Shows `message` in the field's error element ('' clears it) and marks the input with it. */
export function showError(
  input: HTMLInputElement | HTMLSelectElement,
  error: Element,
  message: Message,
): void {
  showText(error, message);
  input.setAttribute('aria-invalid', String(Boolean(message)));
}

/** Calls `onValidity` only when completeness changes (it starts incomplete). */
export function validityReporter(onValidity: (complete: boolean) => void) {
  let complete = false;
  return (now: boolean) => {
    if (now !== complete) {
      complete = now;
      onValidity(now);
    }
  };
}
