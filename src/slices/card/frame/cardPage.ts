import { frameLanguage } from '../../../frame/locales/index.js';
import {
  type FramePageInput,
  framePage,
  numericInput,
  type PageWords,
  pageWords,
} from '../../../frame/page.js';
import { BRAND_ID, errorId, FIELDS, type FieldName, FORM_ID } from './cardFields.js';

function field(words: PageWords, name: FieldName, extra: string): string {
  const { id, label, autocomplete, maxLength } = FIELDS[name];
  const error = errorId(name);
  const describedBy = name === 'number' ? `${BRAND_ID} ${error}` : error;
  return `<div class="nftc-field nftc-field-${name}">
${words.element('label', ` for="${id}"`, label)}
${numericInput({ id, autocomplete, maxLength, describedBy, extra })}
${name === 'number' ? `<p id="${BRAND_ID}" class="nftc-brand"></p>\n` : ''}<p id="${error}" class="nftc-error"></p>
</div>`;
}

/** The card frame page: number, then expiry and CVC side by side. */
export function cardFramePage({ scriptUrl, origin, locale }: FramePageInput): string {
  const language = frameLanguage(locale);
  const words = pageWords(language);
  const form = `<form id="${FORM_ID}" class="nftc-form" novalidate hidden>
${field(words, 'number', '')}
<div class="nftc-row">
${field(words, 'expiry', words.attribute('placeholder', 'card.expiryPlaceholder'))}
${field(words, 'cvc', '')}
</div>
</form>`;
  return framePage({
    scriptUrl,
    origin,
    language,
    section: 'card',
    title: 'card.title',
    form,
    outside: 'card.outside',
  });
}
