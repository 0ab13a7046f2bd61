import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { fakeFrameWindow, HOST, loadFramePage } from '../../../frame/testing/frameHarness.js';
import { domError, type FakeWallet, fakePaymentRequest } from './testing/fakePaymentRequest.js';
import { startWalletFrame } from './walletApp.js';
import { WALLET_BUTTON_IDS, WALLET_STATUS_ID } from './walletFields.js';
import { walletFramePage } from './walletPage.js';

const BASE = 'https://svc.example/v1/checkout/wallet-frame';
const SEARCH = `?origin=${encodeURIComponent(HOST)}&locale=en-US&country=US&region=CA`;
const init = { ns, type: 'init', clientToken: 'ctok_123456', locale: 'en-US', theme: 'light' };
const CARD = '4000056655665556';
const methods = [{ supportedMethods: 'https://svc.example/v1/wallets/test-pay' }];
const offer = (domainRegistered = true) => ({
  wallets: [
    { wallet: 'apple_pay', domainRegistered, methods },
    { wallet: 'google_pay', domainRegistered: true, methods },
  ],
  label: 'Genesis #42',
  paymentMethodType: 'us_credit',
  quote: {
    currency: 'USD',
    subtotal: 100,
    taxRate: 7.25,
    taxRegion: 'US-CA',
    tax: 7.25,
    clientProcessingFee: 3.5,
    networkFee: 0.5,
    total: 111.25,
  },
});
const token = {
  walletToken: 'wallet_abc',
  wallet: 'google_pay',
  brand: 'visa',
  last4: '5556',
  paymentMethodType: 'us_debit',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = (wallet: keyof typeof WALLET_BUTTON_IDS) =>
  document.getElementById(WALLET_BUTTON_IDS[wallet]) as HTMLButtonElement;

let stop: (() => void) | undefined;
beforeEach(() => loadFramePage(walletFramePage));
afterEach(() => {
  stop?.();
  stop = undefined;
  Reflect.deleteProperty(document, 'featurePolicy');
});

async function start(wallet: FakeWallet | undefined, answers: Response[] = [json(200, offer())]) {
  const frame = fakeFrameWindow(SEARCH, BASE);
  const fake = wallet ? fakePaymentRequest(wallet) : undefined;
  if (fake) Object.assign(frame.win, { PaymentRequest: fake.PaymentRequest });
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => answers.shift() ?? json(500, {}),
  );
  stop = startWalletFrame(frame.win, { fetch: fetch as unknown as typeof globalThis.fetch });
  frame.send(init);
  for (let i = 0; i < 5; i++) await settle();
  const sliceMessages = () =>
    frame.posted().filter((m) => !['ready', 'resize'].includes((m as { type: string }).type));
  return { ...frame, fake, fetch, sliceMessages };
}

const approve: FakeWallet = {
  canPay: true,
  answer: {
    details: { number: CARD, expMonth: 12, expYear: 2034 },
    payerName: 'Ada Lovelace',
    payerEmail: 'ada@example.com',
    payerPhone: '+14155550100',
  },
};

describe('the wallet frame: which wallets it offers', () => {
  it("asks the service with the client token, the page's origin and the buyer's address", async () => {
    const { fetch } = await start(approve);
    const [url, request] = fetch.mock.calls[0]!;
    expect(url).toBe('https://svc.example/v1/checkout/wallet-offer');
    expect(new Headers(request?.headers).get('authorization')).toBe('Bearer ctok_123456');
    expect(JSON.parse(String(request?.body))).toEqual({
      origin: HOST,
      address: { countryCode: 'US', regionCode: 'CA' },
    });
  });

  it('shows each wallet that can pay and tells the host', async () => {
    const { sliceMessages } = await start(approve);
    expect(button('apple_pay').hidden).toBe(false);
    expect(button('google_pay').hidden).toBe(false);
    expect(sliceMessages()).toEqual([
      { ns, type: 'walletAvailability', available: ['apple_pay', 'google_pay'], unavailable: [] },
    ]);
  });

  it.each([
    ['no Payment Request API', undefined, offer(), 'no_api', 'no_api'],
    [
      'a request the frame may not make',
      { ...approve, canPay: domError('SecurityError') },
      offer(),
      'not_allowed',
      'not_allowed',
    ],
    ['a wallet without a card', { ...approve, canPay: false }, offer(), 'no_card', 'no_card'],
    ['an unregistered domain', approve, offer(false), 'domain_not_registered', null],
  ])('says why with %s', async (_, wallet, answer, appleReason, googleReason) => {
    const { sliceMessages } = await start(wallet, [json(200, answer)]);
    const unavailable = [{ wallet: 'apple_pay', reason: appleReason }];
    if (googleReason) unavailable.push({ wallet: 'google_pay', reason: googleReason });
    expect(sliceMessages()).toEqual([
      {
        ns,
        type: 'walletAvailability',
        available: googleReason ? [] : ['google_pay'],
        unavailable,
      },
    ]);
    expect(button('apple_pay').hidden).toBe(true);
  });

  it("says not_allowed when the page's policy withholds payment", async () => {
    Object.defineProperty(document, 'featurePolicy', {
      configurable: true,
      value: { allowsFeature: (feature: string) => feature !== 'payment' },
    });
    const { sliceMessages } = await start(approve);
    const [message] = sliceMessages() as { unavailable: { reason: string }[] }[];
    expect(message?.unavailable.map((u) => u.reason)).toEqual(['not_allowed', 'not_allowed']);
  });

  it('tells the host when the offer fails, and shows no wallet', async () => {
    const failed = await start(approve, [json(409, { code: 'CONFLICT', message: 'Paid.' })]);
    expect(failed.sliceMessages()).toEqual([
      { ns, type: 'error', code: 'CONFLICT', message: 'Paid.' },
    ]);
    expect(button('google_pay').hidden).toBe(true);
    stop?.();
    const odd = await start(approve, [json(200, { ...offer(), wallets: [{ wallet: 'x' }] })]);
    expect(odd.sliceMessages()).toMatchObject([{ type: 'error', code: 'INVALID_RESPONSE' }]);
  });
});

describe('the wallet frame: paying', () => {
  it("shows the sheet with the quote's lines, tokenizes and hands over only the token and payer", async () => {
    const frame = await start(approve, [json(200, offer()), json(200, token)]);
    button('google_pay').click();
    for (let i = 0; i < 5; i++) await settle();
    const sheet = frame.fake?.made.at(-1);
    expect(sheet?.details).toEqual({
      displayItems: [
        { label: 'Genesis #42', amount: { currency: 'USD', value: '100.00' } },
        { label: 'Tax', amount: { currency: 'USD', value: '7.25' } },
        { label: 'Fees', amount: { currency: 'USD', value: '4.00' } },
      ],
      total: { label: 'Total', amount: { currency: 'USD', value: '111.25' } },
    });
    expect(sheet?.options).toEqual({
      requestPayerName: true,
      requestPayerEmail: true,
      requestPayerPhone: true,
    });
    const [url, request] = frame.fetch.mock.calls[1]!;
    expect(url).toBe('https://svc.example/v1/checkout/wallet-tokens');
    expect(JSON.parse(String(request?.body))).toEqual({
      wallet: 'google_pay',
      paymentData: { number: CARD, expMonth: 12, expYear: 2034 },
    });
    expect(frame.fake?.complete).toHaveBeenCalledWith('success');
    expect(frame.sliceMessages().at(-1)).toEqual({
      ns,
      type: 'walletTokenized',
      ...token,
      payer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+14155550100' },
    });
    expect(JSON.stringify(frame.posted())).not.toContain(CARD);
  });

  it('says the buyer closed the sheet, and sends nothing', async () => {
    const frame = await start({ canPay: true, answer: domError('AbortError') });
    button('apple_pay').click();
    for (let i = 0; i < 3; i++) await settle();
    expect(frame.fetch).toHaveBeenCalledTimes(1);
    expect(frame.sliceMessages().at(-1)).toEqual({ ns, type: 'walletCancelled', reason: 'closed' });
  });

  it('fails the sheet when the service refuses the card, says why, and never echoes the number', async () => {
    const refusal = { code: 'VALIDATION', message: `Card ${CARD} has expired.` };
    const frame = await start(approve, [json(200, offer()), json(400, refusal)]);
    button('google_pay').click();
    for (let i = 0; i < 5; i++) await settle();
    expect(frame.fake?.complete).toHaveBeenCalledWith('fail');
    expect(frame.sliceMessages().at(-1)).toEqual({
      ns,
      type: 'error',
      code: 'VALIDATION',
      message: 'Card **** has expired.',
    });
    expect(document.getElementById(WALLET_STATUS_ID)?.textContent).toContain(
      'Card **** has expired.',
    );
    expect(JSON.stringify(frame.posted())).not.toContain(CARD);
  });

  it('hands over the token even when the wallet closed its sheet first', async () => {
    const frame = await start(approve, [json(200, offer()), json(200, token)]);
    frame.fake?.complete.mockRejectedValueOnce(domError('InvalidStateError'));
    button('google_pay').click();
    for (let i = 0; i < 5; i++) await settle();
    expect(frame.sliceMessages().at(-1)).toMatchObject({ type: 'walletTokenized', ...token });
  });

  it('shows one sheet for presses that come while one is open', async () => {
    const frame = await start(approve, [json(200, offer()), json(200, token)]);
    button('google_pay').click();
    button('google_pay').click();
    for (let i = 0; i < 5; i++) await settle();
    // The availability probes made two requests, the press one.
    expect(frame.fake?.made).toHaveLength(3);
  });
});
