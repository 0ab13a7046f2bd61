import { frameLanguage } from '../../../frame/locales/index.js';
import { type FramePageInput, framePage, numericInput, pageWords } from '../../../frame/page.js';
import { TAX_ID_FIELD, TAX_ID_FORM_ID } from './taxIdFields.js';

/**
 * The tax-id frame page: one field for the buyer's SSN, served like the card frame page (same
 * policy, same script, which starts the tax-id app when it finds this form).
 */
export function taxIdFramePage({ scriptUrl, origin, locale }: FramePageInput): string {
  const { id, hintId, errorId } = TAX_ID_FIELD;
  const language = frameLanguage(locale);
  const words = pageWords(language);
  const form = `<form id="${TAX_ID_FORM_ID}" class="nftc-form" novalidate hidden>
<div class="nftc-field">
${words.element('label', ` for="${id}"`, 'taxId.label')}
${words.element('p', ` id="${hintId}" class="nftc-hint"`, 'taxId.hint')}
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
    scriptUrl,
    origin,
    language,
    section: 'taxId',
    title: 'taxId.label',
    form,
    outside: 'taxId.outside',
  });
}
