import { ssnProblem } from '../../../api/ssn.js';
import { reformat, showError, validityReporter } from '../../../frame/input.js';
import type { FrameForm } from '../../../frame/shell.js';
import type { Message } from '../../../frame/texts.js';
import { formatSsn, ssnDigitsOf } from '../api/taxId.js';
import { TAX_ID_FIELD } from './taxIdFields.js';

/** The message for what is in the field ('' when it is a valid SSN); never quotes the number. */
export function taxIdError(text: string): Message {
  const digits = ssnDigitsOf(text);
  if (!digits) return { key: 'taxId.errors.missing' };
  const problem = ssnProblem(digits);
  return problem ? { key: `taxId.errors.${problem}` } : '';
}

/**
 * Drives the tax-id field: writes `123-45-6789` as the buyer types (caret kept), takes a pasted
 * number in any formatting, shows an error on leaving a filled field, and reports whether it
 * holds a valid SSN whenever that changes. The number lives only in the input. Undefined when
 * the page lacks the field.
 */
export function createTaxIdForm(
  doc: Document,
  onValidity: (complete: boolean) => void,
): FrameForm<string> | undefined {
  const input = doc.getElementById(TAX_ID_FIELD.id);
  const error = doc.getElementById(TAX_ID_FIELD.errorId);
  if (input?.tagName !== 'INPUT' || !error) return undefined;
  const field = input as HTMLInputElement;
  const report = validityReporter(onValidity);
  const show = (message: Message) => showError(field, error, message);
  const check = () => taxIdError(field.value);

  const onInput = () => {
    reformat(field, formatSsn);
    // An error already shown follows the value; a new one waits until the buyer leaves the field.
    if (error.textContent) show(check());
    report(!check());
  };
  field.addEventListener('input', onInput);
  // Pasted text keeps its digits only, so `123 45 6789` or a longer `SSN: 123-45-6789` is not
  // cut short by maxlength before it could be reduced.
  field.addEventListener('paste', (event) => {
    const pasted = event.clipboardData?.getData('text');
    if (pasted === undefined) return;
    event.preventDefault();
    field.setRangeText(
      ssnDigitsOf(pasted),
      field.selectionStart ?? 0,
      field.selectionEnd ?? 0,
      'end',
    );
    onInput();
  });
  field.addEventListener('blur', () => {
    if (field.value) show(check());
  });
  field.form?.addEventListener('submit', (e) => e.preventDefault());

  return {
    read() {
      const message = check();
      show(message);
      if (message) {
        field.focus();
        return undefined;
      }
      return ssnDigitsOf(field.value);
    },
    clear() {
      field.value = '';
      show('');
      report(false);
    },
    refused(message) {
      show(message);
      field.focus();
    },
  };
}
