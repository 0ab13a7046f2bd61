import type { Quote } from '../../api/checkoutPayment.js';
import type { PaymentMethodType, TaxRates } from '../../api/clientTokens.js';

/** Sandbox fees (docs/decisions.md, sandbox, fees). All amounts are US dollars. */
export const FEES = {
  /** Card payments: a share of the subtotal plus a fixed amount. */
  card: { percent: 3.5, fixed: 0.3 },
  /** ACH payments: a share of the subtotal, capped. */
  ach: { percent: 1, cap: 5 },
  /** The blockchain network fee, one flat amount per order. */
  networkFee: 1.5,
} as const;

/**
 * Largest order subtotal (price × quantity) in US dollars. Far above any real NFT, and low enough
 * that every amount stays an exact whole number of cents (a huge price would make the totals
 * Infinity, which JSON writes as null, breaking every order list that holds the order).
 */
export const MAX_SUBTOTAL = 1_000_000_000;

export interface PricingInput {
  price: number;
  quantity: number;
  taxRates?: TaxRates | undefined;
  address?: { countryCode: string; regionCode?: string | undefined } | undefined;
  paymentMethodType: PaymentMethodType;
}

/** The taxRates key that applies: the subdivision (US-CA) wins over the country (US). */
export function taxRateFor(
  taxRates: TaxRates | undefined,
  address: PricingInput['address'],
): { rate: number; region: string | null } {
  if (!taxRates || !address) return { rate: 0, region: null };
  const country = address.countryCode.toUpperCase();
  const region = address.regionCode?.trim().toUpperCase();
  const subdivision = region ? (region.includes('-') ? region : `${country}-${region}`) : undefined;
  for (const key of [subdivision, country]) {
    const rate = key === undefined ? undefined : taxRates[key];
    if (key !== undefined && rate !== undefined) return { rate, region: key };
  }
  return { rate: 0, region: null };
}

// Work in whole cents so a total is always the exact sum of its rounded parts.
const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

const cardFee = (subtotal: number) =>
  Math.round((subtotal * FEES.card.percent) / 100) + toCents(FEES.card.fixed);
const achFee = (subtotal: number) =>
  Math.min(Math.round((subtotal * FEES.ach.percent) / 100), toCents(FEES.ach.cap));

/** The processing fee, in cents of the subtotal, of each payment method type: one entry each. */
const PROCESSING_FEE: Record<PaymentMethodType, (subtotalCents: number) => number> = {
  us_debit: cardFee,
  us_credit: cardFee,
  international_debit: cardFee,
  international_credit: cardFee,
  ach: achFee,
};

/** Subtotal, tax, fees and total of an order, each rounded to cents. */
export function priceOrder(input: PricingInput): Quote {
  const subtotal = toCents(input.price * input.quantity);
  const { rate, region } = taxRateFor(input.taxRates, input.address);
  const tax = Math.round((subtotal * rate) / 100);
  const fee = PROCESSING_FEE[input.paymentMethodType](subtotal);
  const network = toCents(FEES.networkFee);
  return {
    currency: 'usd',
    subtotal: toDollars(subtotal),
    taxRate: rate,
    taxRegion: region,
    tax: toDollars(tax),
    clientProcessingFee: toDollars(fee),
    networkFee: toDollars(network),
    total: toDollars(subtotal + tax + fee + network),
  };
}
