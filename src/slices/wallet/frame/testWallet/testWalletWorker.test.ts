// The test wallet's worker, in a stand-in service worker scope: the sheet it opens, the request
// it hands the sheet, and the merchant's answer for the buyer's choice.
import { describe, expect, it, vi } from 'vitest';
import { TEST_WALLET_FILES } from '../../api/testWallet.js';
import { startTestWalletWorker } from './testWalletWorker.js';

const ORIGIN = 'http://127.0.0.1:4010';
const PAYER = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+19915550100' };

function workerScope() {
  const listeners = new Map<string, (event: Event) => void>();
  startTestWalletWorker({
    location: { origin: ORIGIN },
    addEventListener: (type, listener) => listeners.set(type, listener),
  });
  const fire = (type: string, fields: object) =>
    listeners.get(type)?.(Object.assign(new Event(type), fields));
  return { fire };
}

function paymentRequest(
  options: object | null = { requestPayerName: true, requestPayerEmail: true },
) {
  let answer: Promise<unknown> | undefined;
  const event = {
    topOrigin: 'http://shop.example:8080/',
    total: { currency: 'USD', value: '56.23' },
    methodData: [
      { supportedMethods: `${ORIGIN}${TEST_WALLET_FILES.method}`, data: { wallet: 'apple_pay' } },
    ],
    paymentOptions: options,
    respondWith: (promise: Promise<unknown>) => {
      answer = promise;
    },
    openWindow: vi.fn(async (): Promise<object | null> => ({})),
  };
  return { event, answer: () => answer! };
}

const sheet = () => ({ postMessage: vi.fn() });

describe('the test wallet worker', () => {
  it('answers that it can pay', async () => {
    const { fire } = workerScope();
    let answer: Promise<unknown> | undefined;
    fire('canmakepayment', { respondWith: (p: Promise<unknown>) => (answer = p) });
    await expect(answer).resolves.toBe(true);
  });

  it('opens the sheet and hands it the request: whom, how much, what it asks', () => {
    const { fire } = workerScope();
    const request = paymentRequest();
    fire('paymentrequest', request.event);
    expect(request.event.openWindow).toHaveBeenCalledWith(`${ORIGIN}${TEST_WALLET_FILES.sheet}`);
    const source = sheet();
    fire('message', { data: { type: 'sheetReady' }, source });
    expect(source.postMessage).toHaveBeenCalledWith({
      type: 'sheetRequest',
      origin: 'http://shop.example:8080',
      wallet: 'apple_pay',
      total: { currency: 'USD', value: '56.23' },
      asks: { name: true, email: true, phone: false },
    });
  });

  it("answers the merchant with the chosen card and only the payer's details asked for", async () => {
    const { fire } = workerScope();
    const request = paymentRequest();
    fire('paymentrequest', request.event);
    fire('message', {
      data: { type: 'sheetPay', card: 'declined', payer: PAYER },
      source: sheet(),
    });
    await expect(request.answer()).resolves.toEqual({
      methodName: `${ORIGIN}${TEST_WALLET_FILES.method}`,
      details: { number: '4000000000000002', expMonth: 12, expYear: new Date().getFullYear() + 3 },
      payerName: PAYER.name,
      payerEmail: PAYER.email,
    });
  });

  it('asks nothing of the payer when the merchant asks nothing', async () => {
    const { fire } = workerScope();
    const request = paymentRequest(null);
    fire('paymentrequest', request.event);
    fire('message', {
      data: { type: 'sheetPay', card: 'approved', payer: PAYER },
      source: sheet(),
    });
    const answer = (await request.answer()) as Record<string, unknown>;
    expect(Object.keys(answer)).toEqual(['methodName', 'details']);
  });

  it('ignores what is not a sheet answer: unknown cards, long or missing payer details', async () => {
    const { fire } = workerScope();
    const request = paymentRequest();
    fire('paymentrequest', request.event);
    const settled = vi.fn();
    request.answer().then(settled, settled);
    for (const data of [
      null,
      'sheetPay',
      { type: 'sheetPay', card: 'stolen', payer: PAYER },
      { type: 'sheetPay', card: 'approved', payer: { ...PAYER, name: 'x'.repeat(201) } },
      { type: 'sheetPay', card: 'approved' },
      { type: 'other' },
    ]) {
      fire('message', { data, source: sheet() });
    }
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('refuses a request it could not show, and one a newer request replaced', async () => {
    const { fire } = workerScope();
    const unshown = paymentRequest();
    unshown.event.openWindow.mockResolvedValueOnce(null);
    fire('paymentrequest', unshown.event);
    await expect(unshown.answer()).rejects.toMatchObject({ name: 'AbortError' });

    const first = paymentRequest();
    fire('paymentrequest', first.event);
    fire('paymentrequest', paymentRequest().event);
    await expect(first.answer()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps no request after paying: a second answer changes nothing', async () => {
    const { fire } = workerScope();
    const request = paymentRequest();
    fire('paymentrequest', request.event);
    const pay = { type: 'sheetPay', card: 'approved', payer: PAYER };
    fire('message', { data: pay, source: sheet() });
    const late = sheet();
    fire('message', { data: { type: 'sheetReady' }, source: late });
    expect(late.postMessage).not.toHaveBeenCalled();
    await expect(request.answer()).resolves.toMatchObject({
      details: { number: '4242424242424242' },
    });
  });
});
