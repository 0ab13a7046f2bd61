import { type CardFramePageInput, escapeHtml, framePage, numericInput } from './page.js';
import { taxIdFrameStrings } from './strings.js';
import { TAX_ID_FIELD, TAX_ID_FORM_ID } from './taxIdFields.js';

/**
 * The tax-id frame page: one field for the buyer's SSN, served like the card frame page (same
 * policy, same script, which starts the tax-id app when it finds this form).
 */
export function taxIdFramePage({ scriptUrl, origin }: CardFramePageInput): string {
  const { id, hintId, errorId } = TAX_ID_FIELD;
  const { label, hint } = taxIdFrameStrings;
  const form = `<form id="${TAX_ID_FORM_ID}" class="nftc-form" novalidate hidden>
<div class="nftc-field">
<label for="${id}">${escapeHtml(label)}</label>
<p id="${hintId}" class="nftc-hint">${escapeHtml(hint)}</p>
${numericInput({
  id,
  // Browsers have no autofill hint for an SSN, and must not offer other numbers in its place.
  autocomplete: 'off',
  maxLength: 11, // 123-45-6789
  describedBy: `${hintId} ${errorId}`,
})}
<p id="${errorId}" class="nftc-error"></p>
</div>
</form>`;
  return framePage({
    title: label,
    scriptUrl,
    origin,
    form,
    outside: 'This form works only inside the checkout.',
  });
}
