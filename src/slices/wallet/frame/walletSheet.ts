import type { TextKey } from '../../../frame/locales/en.js';
import type { SheetAmounts } from './walletOfferRead.js';

/** Amounts as the Payment Request API takes them: a decimal string in the currency's units. */
const value = (amount: number) => amount.toFixed(2);

/**
 * What the wallet's sheet shows: the NFT, tax and fees, and the total, as quoted by the service
 * for the buyer's address (the same amounts the review shows).
 */
export function walletSheet(
  label: string,
  amounts: SheetAmounts,
  say: (key: TextKey) => string,
): PaymentDetailsInit {
  const line = (text: string, amount: number) => ({
    label: text,
    amount: { currency: amounts.currency, value: value(amount) },
  });
  return {
    displayItems: [
      line(label, amounts.subtotal),
      line(say('wallet.sheet.tax'), amounts.tax),
      line(say('wallet.sheet.fees'), amounts.fees),
    ],
    total: line(say('wallet.sheet.total'), amounts.total),
  };
}
