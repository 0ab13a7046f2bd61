import { escapeHtml, frameCsp } from '../../../../frame/page.js';
import { SHEET_CARD_NAME, SHEET_IDS } from './sheetFields.js';
import { TEST_WALLET_CARDS, TEST_WALLET_PAYER } from './testWalletCards.js';

const field = (id: string, label: string, type: string, value: string, complete: string) =>
  `<label class="nftc-label" for="${id}">${label}</label>
<input class="nftc-input" id="${id}" type="${type}" value="${escapeHtml(value)}" autocomplete="${complete}" maxlength="200" required>`;

/**
 * The test wallet's sheet: the window its worker opens for a payment, as a wallet's own sheet
 * would be. A card per outcome, the payer's details it shares, and Pay (the browser's own close button, or Escape, cancels); in English, as a
 * sandbox tool for the merchant's developers (a real wallet speaks the buyer's language).
 */
export function sheetPage(scriptUrl: string): string {
  const cards = TEST_WALLET_CARDS.map(
    ({ id, label }, i) =>
      `<label class="nftc-choice"><input type="radio" name="${SHEET_CARD_NAME}" value="${id}"${i === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
  );
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox test wallet</title>
<script src="${escapeHtml(scriptUrl)}" defer></script>
</head>
<body>
<form id="${SHEET_IDS.form}" class="nftc-form" aria-labelledby="nftc-test-wallet-title">
<h1 id="nftc-test-wallet-title">Sandbox test wallet</h1>
<p id="${SHEET_IDS.payee}"></p>
<p id="${SHEET_IDS.total}" role="status"></p>
<fieldset>
<legend>Card</legend>
${cards.join('\n')}
</fieldset>
<fieldset id="${SHEET_IDS.payer}">
<legend>Details shared with the shop</legend>
${field(SHEET_IDS.name, 'Name', 'text', TEST_WALLET_PAYER.name, 'name')}
${field(SHEET_IDS.email, 'Email', 'email', TEST_WALLET_PAYER.email, 'email')}
${field(SHEET_IDS.phone, 'Phone', 'tel', TEST_WALLET_PAYER.phone, 'tel')}
</fieldset>
<button type="submit" id="${SHEET_IDS.pay}" class="nftc-button" disabled>Pay</button>
<p>To pay another way, close this sheet (Escape).</p>
</form>
</body>
</html>
`;
}

/** The frames' policy, framable by nobody: its own script and styles, nothing it posts to. */
export const SHEET_CSP = frameCsp('');
