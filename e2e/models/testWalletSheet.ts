import { type CDPSession, expect, type Page } from '@playwright/test';
import type { TestWalletCardId } from '../../src/slices/wallet/frame/testWallet/testWalletCards.js';

/** What the buyer does in the sandbox test wallet's sheet. */
/** The buyer's payment in the sheet: the card, and an email in place of the wallet's own. */
export interface SheetPayment {
  pay: TestWalletCardId;
  email?: string;
}

const SHEET_PATH = '/v1/wallets/test-pay/sheet';

/**
 * The buyer's hand in the sheet, run in its window. It waits for the sheet to have the payment
 * request (Pay enabled), then pays as told (or only looks, without a payment). Returns what the
 * sheet showed.
 */
async function choose(choice: SheetPayment | null): Promise<{ payee: string; total: string }> {
  if (document.readyState === 'loading') {
    await new Promise((loaded) => document.addEventListener('DOMContentLoaded', loaded));
  }
  const pay = document.getElementById('nftc-test-wallet-pay') as HTMLButtonElement;
  const shown = () => ({
    payee: document.getElementById('nftc-test-wallet-payee')?.textContent ?? '',
    total: document.getElementById('nftc-test-wallet-total')?.textContent ?? '',
  });
  const act = () => {
    const seen = shown();
    if (!choice) return seen;
    (document.querySelector(`input[value="${choice.pay}"]`) as HTMLInputElement).click();
    if (choice.email) {
      (document.getElementById('nftc-test-wallet-email') as HTMLInputElement).value = choice.email;
    }
    pay.click();
    return seen;
  };
  if (!pay.disabled) return act();
  return new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (pay.disabled) return;
      observer.disconnect();
      resolve(act());
    }).observe(pay, { attributes: true });
  });
}

/**
 * Runs `act` on the test wallet's sheet. Chromium opens a payment handler's window as a target of
 * its own that Playwright lists among no context's pages, so the sheet is reached over the
 * browser's DevTools protocol: found among the targets and attached.
 */
async function inSheet<T>(
  page: Page,
  act: (cdp: CDPSession, sessionId: string) => Promise<T>,
): Promise<T> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the sheet is reached through the browser');
  const cdp = await browser.newBrowserCDPSession();
  try {
    let targetId = '';
    await expect
      .poll(
        async () => {
          const { targetInfos } = await cdp.send('Target.getTargets');
          targetId = targetInfos.find((t) => t.url.endsWith(SHEET_PATH))?.targetId ?? '';
          return targetId;
        },
        { message: 'the test wallet sheet opens' },
      )
      .not.toBe('');
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    return await act(cdp, sessionId);
  } finally {
    await cdp.detach();
  }
}

/** Pays in the sheet as told; what the sheet showed (whom the buyer pays, the total). */
export const payInSheet = (page: Page, payment: SheetPayment) =>
  inSheet(page, (cdp, sessionId) =>
    evaluateIn(cdp, sessionId, `(${choose.toString()})(${JSON.stringify(payment)})`),
  );

/** The buyer closes the sheet, once it shows the payment. */
export const closeSheet = (page: Page) =>
  inSheet(page, async (cdp, sessionId) => {
    await evaluateIn(cdp, sessionId, `(${choose.toString()})(null)`);
    await pressEscape(cdp, sessionId);
  });

/**
 * Escape in the sheet: the browser closes a payment handler's window on it and aborts the
 * request, as when the buyer closes it (closing the target instead leaves Chromium's payment
 * dialog holding the tab's input).
 */
async function pressEscape(cdp: CDPSession, sessionId: string): Promise<void> {
  const key = {
    key: 'Escape',
    code: 'Escape',
    windowsVirtualKeyCode: 27,
    nativeVirtualKeyCode: 27,
  };
  await cdp.send('Target.sendMessageToTarget', {
    sessionId,
    message: JSON.stringify({
      id: 2,
      method: 'Input.dispatchKeyEvent',
      params: { type: 'rawKeyDown', ...key },
    }),
  });
}

/** Runs `expression` in the attached page and resolves with its (promised) value. */
async function evaluateIn(cdp: CDPSession, sessionId: string, expression: string) {
  const answer = new Promise<{ payee: string; total: string }>((resolve, reject) => {
    cdp.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId !== sessionId) return;
      const message = JSON.parse(event.message) as {
        id?: number;
        result?: {
          result?: { value?: { payee: string; total: string } };
          exceptionDetails?: unknown;
        };
        error?: unknown;
      };
      if (message.id !== 1) return;
      const value = message.result?.result?.value;
      if (value && !message.result?.exceptionDetails) resolve(value);
      else reject(new Error(`the sheet refused: ${event.message}`));
    });
  });
  await cdp.send('Target.sendMessageToTarget', {
    sessionId,
    message: JSON.stringify({
      id: 1,
      method: 'Runtime.evaluate',
      params: { expression, awaitPromise: true, returnByValue: true },
    }),
  });
  return answer;
}
