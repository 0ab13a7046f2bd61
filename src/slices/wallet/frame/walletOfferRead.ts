import { member, text } from '../../../frame/tokenize.js';
import { isWalletName } from '../api/walletEvents.js';

/*
 * The service's wallet offer as the frame reads it (no zod in the frame build): only what the
 * frame uses, each part checked, anything else dropped.
 */

export interface OfferedWallet {
  wallet: 'apple_pay' | 'google_pay';
  domainRegistered: boolean;
  methods: PaymentMethodData[];
}

export interface SheetAmounts {
  currency: string;
  subtotal: number;
  tax: number;
  fees: number;
  total: number;
}

export interface WalletOfferFields {
  wallets: OfferedWallet[];
  label: string;
  amounts: SheetAmounts;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readMethod(value: unknown): PaymentMethodData | undefined {
  const supportedMethods = text(member(value, 'supportedMethods'));
  const data = member(value, 'data');
  if (!supportedMethods || (data !== undefined && (typeof data !== 'object' || data === null))) {
    return undefined;
  }
  return data === undefined ? { supportedMethods } : { supportedMethods, data };
}

function readWallet(value: unknown): OfferedWallet | undefined {
  const wallet = member(value, 'wallet');
  const domainRegistered = member(value, 'domainRegistered');
  const given = member(value, 'methods');
  const methods = Array.isArray(given) ? given.map(readMethod) : [];
  if (!isWalletName(wallet) || typeof domainRegistered !== 'boolean') return undefined;
  if (methods.length === 0 || !methods.every(Boolean)) return undefined;
  return { wallet, domainRegistered, methods: methods as PaymentMethodData[] };
}

/** The offer's fields, or undefined when the body is not an offer. */
export function readWalletOffer(json: unknown): WalletOfferFields | undefined {
  const given = member(json, 'wallets');
  const label = text(member(json, 'label'));
  const quote = member(json, 'quote');
  const currency = text(member(quote, 'currency'));
  const [subtotal, tax, processing, network, total] = [
    'subtotal',
    'tax',
    'clientProcessingFee',
    'networkFee',
    'total',
  ].map((key) => member(quote, key));
  const amounts = [subtotal, tax, processing, network, total];
  if (!Array.isArray(given) || !label || !currency || !amounts.every(isAmount)) return undefined;
  const wallets = given.map(readWallet);
  if (!wallets.every(Boolean)) return undefined;
  return {
    wallets: wallets as OfferedWallet[],
    label,
    amounts: {
      currency,
      subtotal: subtotal as number,
      tax: tax as number,
      fees: (processing as number) + (network as number),
      total: total as number,
    },
  };
}
