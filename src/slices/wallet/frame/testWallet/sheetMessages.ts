import { TEST_WALLET_CARDS, type TestWalletCardId } from './testWalletCards.js';

/*
 * What the test wallet's sheet and its service worker say to each other. The worker holds the
 * merchant's payment request; the sheet shows it and answers with the buyer's choice.
 */

/** The payment request as the sheet shows it. */
export interface SheetRequest {
  type: 'sheetRequest';
  /** The top-level page's origin: whom the buyer pays. */
  origin: string;
  wallet: string;
  total: { currency: string; value: string };
  /** The payer's details the merchant asked for. */
  asks: { name: boolean; email: boolean; phone: boolean };
}

export interface SheetPayer {
  name: string;
  email: string;
  phone: string;
}

/**
 * The sheet to the worker: opened, or paid with a card. A buyer who says no closes the sheet
 * (its window's close button, or Escape): the browser then aborts the merchant's request.
 */
export type SheetAnswer =
  | { type: 'sheetReady' }
  | { type: 'sheetPay'; card: TestWalletCardId; payer: SheetPayer };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200;

/** A message from the sheet, when it is one; anything else is dropped. */
export function readSheetAnswer(data: unknown): SheetAnswer | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'sheetReady') return { type: 'sheetReady' };
  if (data.type !== 'sheetPay' || !isRecord(data.payer)) return undefined;
  const card = TEST_WALLET_CARDS.find(({ id }) => id === data.card);
  const { name, email, phone } = data.payer;
  if (!card || !isText(name) || !isText(email) || !isText(phone)) return undefined;
  return { type: 'sheetPay', card: card.id, payer: { name, email, phone } };
}

/** The request, when the worker sent one. */
export function readSheetRequest(data: unknown): SheetRequest | undefined {
  if (!isRecord(data) || data.type !== 'sheetRequest') return undefined;
  const { origin, wallet, total, asks } = data;
  if (!isText(origin) || !isText(wallet) || !isRecord(total) || !isRecord(asks)) return undefined;
  if (!isText(total.currency) || !isText(total.value)) return undefined;
  return {
    type: 'sheetRequest',
    origin,
    wallet,
    total: { currency: total.currency, value: total.value },
    asks: { name: asks.name === true, email: asks.email === true, phone: asks.phone === true },
  };
}
