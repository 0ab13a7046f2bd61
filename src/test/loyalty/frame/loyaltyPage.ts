// Test-only: the loyalty card frame page, written as every frame page is (src/frame/page.ts).
import { type FramePageInput, framePage, numericInput, pageWords } from '../../../frame/page.js';
import { LOYALTY_WORDS, type LoyaltyKey } from './loyaltyWords.js';

export const LOYALTY_FORM_ID = 'nftc-loyalty-form';

export function loyaltyFramePage({ scriptUrl, origin }: FramePageInput): string {
  const language = { locale: 'en', dir: 'ltr' as const, strings: LOYALTY_WORDS };
  const words = pageWords<LoyaltyKey>(language);
  const form = `<form id="${LOYALTY_FORM_ID}" class="nftc-form" novalidate hidden>
<div class="nftc-field">
${words.element('label', ' for="nftc-loyalty"', 'loyalty.label')}
${words.element('p', ' id="nftc-loyalty-hint" class="nftc-hint"', 'loyalty.hint')}
${numericInput({ id: 'nftc-loyalty', autocomplete: 'off', maxLength: 10, describedBy: 'nftc-loyalty-hint' })}
</div>
</form>`;
  return framePage<LoyaltyKey>({
    scriptUrl,
    origin,
    language,
    section: 'loyalty',
    title: 'loyalty.title',
    form,
    outside: 'loyalty.outside',
  });
}
