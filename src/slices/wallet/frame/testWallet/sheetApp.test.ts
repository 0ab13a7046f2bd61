// The test wallet's sheet in its page: what it shows of the request its worker hands it, and the
// buyer's answer it sends back.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestWalletSheet } from './sheetApp.js';
import { SHEET_IDS } from './sheetFields.js';
import { sheetPage } from './sheetPage.js';

const REQUEST = {
  type: 'sheetRequest',
  origin: 'https://shop.example',
  wallet: 'google_pay',
  total: { currency: 'USD', value: '56.23' },
  asks: { name: true, email: true, phone: false },
};

function openSheet() {
  const parsed = new DOMParser().parseFromString(sheetPage('/v1/checkout/frames.js'), 'text/html');
  document.body.replaceChildren(
    ...[...parsed.body.childNodes].map((node) => document.importNode(node, true)),
  );
  const workers = Object.assign(new EventTarget(), {
    ready: Promise.resolve({ active: { postMessage: vi.fn() } }),
    startMessages: vi.fn(),
  });
  const win = { document, navigator: { serviceWorker: workers } } as unknown as Window;
  startTestWalletSheet(win);
  const fromWorker = (data: unknown) =>
    workers.dispatchEvent(Object.assign(new Event('message'), { data }));
  const posted = async () => {
    const { active } = await workers.ready;
    return active.postMessage.mock.calls.map(([message]) => message);
  };
  return { fromWorker, posted, workers };
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('the test wallet sheet', () => {
  beforeEach(() => document.body.replaceChildren());

  it('asks its worker for the request, and holds Pay until it has it', async () => {
    const { posted, workers } = openSheet();
    expect(workers.startMessages).toHaveBeenCalled();
    expect(await posted()).toEqual([{ type: 'sheetReady' }]);
    expect(byId(SHEET_IDS.pay).disabled).toBe(true);
  });

  it('shows whom the buyer pays and the total, and only the payer details asked for', () => {
    const { fromWorker } = openSheet();
    fromWorker(REQUEST);
    expect(byId(SHEET_IDS.payee).textContent).toBe('Google Pay to https://shop.example');
    expect(byId(SHEET_IDS.total).textContent).toBe('Total: 56.23 USD');
    expect(byId(SHEET_IDS.pay).disabled).toBe(false);
    expect(
      [SHEET_IDS.name, SHEET_IDS.email, SHEET_IDS.phone].map((id) => byId(id).disabled),
    ).toEqual([false, false, true]);
  });

  it('pays with the chosen card and the payer as the buyer left it', async () => {
    const { fromWorker, posted } = openSheet();
    fromWorker(REQUEST);
    (document.querySelector('input[value="challenge"]') as HTMLInputElement).click();
    byId(SHEET_IDS.email).value = 'buyer+high-risk@example.com';
    (document.getElementById(SHEET_IDS.form) as HTMLFormElement).requestSubmit();
    expect((await posted()).at(-1)).toEqual({
      type: 'sheetPay',
      card: 'challenge',
      payer: { name: 'Ada Lovelace', email: 'buyer+high-risk@example.com', phone: '+19915550100' },
    });
    expect(byId(SHEET_IDS.pay).disabled).toBe(true);
  });

  it('ignores a message that is not a request', () => {
    const { fromWorker } = openSheet();
    fromWorker({ ...REQUEST, total: { value: 56.23 } });
    fromWorker({ type: 'sheetRequest' });
    fromWorker('sheetRequest');
    expect(byId(SHEET_IDS.total).textContent).toBe('');
    expect(byId(SHEET_IDS.pay).disabled).toBe(true);
  });

  it('does not start on a page that is not the sheet, or without service workers', () => {
    const win = { document, navigator: { serviceWorker: new EventTarget() } } as unknown as Window;
    expect(startTestWalletSheet(win)).toBeUndefined();
    openSheet();
    expect(startTestWalletSheet({ document, navigator: {} } as unknown as Window)).toBeUndefined();
  });
});
