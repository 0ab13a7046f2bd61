import { TEST_WALLET_FILES } from '../../api/testWallet.js';
import { readSheetAnswer, type SheetAnswer, type SheetRequest } from './sheetMessages.js';
import { TEST_WALLET_CARDS } from './testWalletCards.js';

/*
 * The test wallet's service worker: Chromium starts it for a payment request that names the
 * test wallet's method. It opens the sheet, hands it the request and answers the merchant with
 * the card and payer the buyer chose there. Types of its own: the service worker's globals are
 * not in the DOM library the project compiles against.
 */

interface PaymentRequestEventLike extends Event {
  topOrigin: string;
  total: { currency: string; value: string };
  methodData: readonly { supportedMethods: string; data?: unknown }[];
  paymentOptions?: {
    requestPayerName?: boolean;
    requestPayerEmail?: boolean;
    requestPayerPhone?: boolean;
  } | null;
  respondWith(answer: Promise<unknown>): void;
  openWindow(url: string): Promise<unknown>;
}

interface MessageSource {
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  location: { origin: string };
  addEventListener(type: string, listener: (event: Event) => void): void;
}

interface Pending {
  request: SheetRequest;
  pay(answer: unknown): void;
  close(): void;
}

const walletOf = (data: unknown): string => {
  const wallet = (data as { wallet?: unknown } | undefined)?.wallet;
  return typeof wallet === 'string' ? wallet : 'google_pay';
};

/** The merchant's answer for the buyer's choice: the test card, and the payer asked for. */
function paymentAnswer(
  origin: string,
  answer: Extract<SheetAnswer, { type: 'sheetPay' }>,
  asks: SheetRequest['asks'],
) {
  const card = TEST_WALLET_CARDS.find(({ id }) => id === answer.card)!;
  return {
    methodName: `${origin}${TEST_WALLET_FILES.method}`,
    details: { number: card.number, expMonth: 12, expYear: new Date().getFullYear() + 3 },
    ...(asks.name ? { payerName: answer.payer.name } : {}),
    ...(asks.email ? { payerEmail: answer.payer.email } : {}),
    ...(asks.phone ? { payerPhone: answer.payer.phone } : {}),
  };
}

export function startTestWalletWorker(scope: WorkerScope): void {
  let pending: Pending | undefined;
  const origin = scope.location.origin;

  // A wallet that holds cards can always pay; its sheet offers one per outcome.
  scope.addEventListener('canmakepayment', (event) => {
    (event as PaymentRequestEventLike).respondWith(Promise.resolve(true));
  });

  scope.addEventListener('paymentrequest', (raw) => {
    const event = raw as PaymentRequestEventLike;
    const options = event.paymentOptions ?? {};
    const request: SheetRequest = {
      type: 'sheetRequest',
      // Chromium hands the top-level origin as a URL (with a trailing slash).
      origin: new URL(event.topOrigin).origin,
      wallet: walletOf(event.methodData[0]?.data),
      total: { currency: event.total.currency, value: event.total.value },
      asks: {
        name: options.requestPayerName === true,
        email: options.requestPayerEmail === true,
        phone: options.requestPayerPhone === true,
      },
    };
    pending?.close();
    event.respondWith(
      new Promise((resolve, reject) => {
        const close = () => reject(new DOMException('The buyer closed the sheet.', 'AbortError'));
        pending = { request, pay: resolve, close };
      }),
    );
    event.openWindow(`${origin}${TEST_WALLET_FILES.sheet}`).then(
      (opened) => opened || pending?.close(),
      () => pending?.close(),
    );
  });

  scope.addEventListener('message', (raw) => {
    const { data, source } = raw as MessageEvent & { source: MessageSource | null };
    const answer = readSheetAnswer(data);
    const held = pending;
    if (!answer || !held) return;
    if (answer.type === 'sheetReady') source?.postMessage(held.request);
    if (answer.type === 'sheetPay') held.pay(paymentAnswer(origin, answer, held.request.asks));
    if (answer.type !== 'sheetReady') pending = undefined;
  });
}
