import { type CDPSession, expect, type Page } from '@playwright/test';
import type { TestWalletCardId } from '../../src/slices/wallet/testWallet/testWalletCards.js';

/** What the buyer does in the sandbox test wallet's sheet. */
export type SheetChoice = { pay: TestWalletCardId; email?: string } | { cancel: true };

const SHEET_PATH = '/v1/wallets/test-pay/sheet';

/**
 * The buyer's hand in the sheet, run in its window. It waits for the sheet to have the payment
 * request (Pay enabled), then chooses as told. Returns what the sheet showed.
 */
async function choose(choice: SheetChoice): Promise<{ payee: string; total: string }> {
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
    if ('cancel' in choice) {
      (document.getElementById('nftc-test-wallet-cancel') as HTMLButtonElement).click();
      return seen;
    }
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
 * Answers the test wallet's sheet. Chromium opens a payment handler's window as a target of its
 * own that Playwright lists among no context's pages, so the sheet is reached over the browser's
 * DevTools protocol: found among the targets, attached, and the buyer's choice run in it.
 */
export async function answerSheet(page: Page, choice: SheetChoice) {
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
    return await evaluateIn(cdp, targetId, `(${choose.toString()})(${JSON.stringify(choice)})`);
  } finally {
    await cdp.detach();
  }
}

/** Runs `expression` in the target's page and resolves with its (promised) value. */
async function evaluateIn(cdp: CDPSession, targetId: string, expression: string) {
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
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
