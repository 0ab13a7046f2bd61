import { adoptStyles } from '../../../../frame/styles.js';
import { SHEET_CARD_NAME, SHEET_IDS } from './sheetFields.js';
import { readSheetRequest, type SheetAnswer } from './sheetMessages.js';
import type { TestWalletCardId } from './testWalletCards.js';

const WALLET_NAMES: Record<string, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

/**
 * The test wallet's sheet: asks its worker for the payment request, shows whom the buyer pays
 * and how much, and answers with the chosen card and the payer's details.
 */
export function startTestWalletSheet(win: Window) {
  const doc = win.document;
  const form = doc.getElementById(SHEET_IDS.form) as HTMLFormElement | null;
  const workers = win.navigator.serviceWorker;
  if (!form || !workers) return undefined;
  adoptStyles(doc);
  const byId = (id: string) => doc.getElementById(id) as HTMLInputElement;
  const pay = byId(SHEET_IDS.pay);

  const post = (answer: SheetAnswer) => {
    void workers.ready.then((registration) => registration.active?.postMessage(answer));
  };

  workers.addEventListener('message', (event) => {
    const request = readSheetRequest(event.data);
    if (!request) return;
    const wallet = WALLET_NAMES[request.wallet] ?? request.wallet;
    doc.getElementById(SHEET_IDS.payee)!.textContent = `${wallet} to ${request.origin}`;
    doc.getElementById(SHEET_IDS.total)!.textContent =
      `Total: ${request.total.value} ${request.total.currency}`;
    const asked = [request.asks.name, request.asks.email, request.asks.phone];
    [SHEET_IDS.name, SHEET_IDS.email, SHEET_IDS.phone].forEach((id, i) => {
      byId(id).disabled = !asked[i];
    });
    doc.getElementById(SHEET_IDS.payer)!.hidden = !asked.some(Boolean);
    pay.disabled = false;
  });
  workers.startMessages();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const card = new FormData(form).get(SHEET_CARD_NAME) as TestWalletCardId;
    const payer = {
      name: byId(SHEET_IDS.name).value,
      email: byId(SHEET_IDS.email).value,
      phone: byId(SHEET_IDS.phone).value,
    };
    pay.disabled = true;
    // The browser closes the sheet once the worker answers the merchant.
    post({ type: 'sheetPay', card, payer });
  });
  post({ type: 'sheetReady' });
  return form;
}
