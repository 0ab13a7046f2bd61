import { describe, expect, it } from 'vitest';
import { FEES, priceOrder, taxRateFor } from './pricing.js';

describe('taxRateFor', () => {
  const rates = { US: 5, 'US-CA': 7.25, DE: 19 };

  it('prefers the subdivision key over the country key', () => {
    expect(taxRateFor(rates, { countryCode: 'US', regionCode: 'CA' })).toEqual({
      rate: 7.25,
      region: 'US-CA',
    });
    expect(taxRateFor(rates, { countryCode: 'US', regionCode: 'us-ca' }).region).toBe('US-CA');
  });

  it('falls back to the country, then to no tax', () => {
    expect(taxRateFor(rates, { countryCode: 'US', regionCode: 'NY' })).toEqual({
      rate: 5,
      region: 'US',
    });
    expect(taxRateFor(rates, { countryCode: 'DE' })).toEqual({ rate: 19, region: 'DE' });
    expect(taxRateFor(rates, { countryCode: 'FR' })).toEqual({ rate: 0, region: null });
    expect(taxRateFor(undefined, { countryCode: 'US' })).toEqual({ rate: 0, region: null });
    expect(taxRateFor(rates, undefined)).toEqual({ rate: 0, region: null });
  });
});

describe('priceOrder', () => {
  it('adds tax, the card fee and the network fee, in cents', () => {
    const quote = priceOrder({
      price: 49.99,
      quantity: 3,
      taxRates: { 'US-CA': 7.25 },
      address: { countryCode: 'US', regionCode: 'CA' },
      paymentMethodType: 'us_credit',
    });
    // 149.97 subtotal; tax 10.872825 → 10.87; fee 3.5 % = 5.24895 → 5.25, + 0.30
    expect(quote).toEqual({
      currency: 'usd',
      subtotal: 149.97,
      taxRate: 7.25,
      taxRegion: 'US-CA',
      tax: 10.87,
      clientProcessingFee: 5.55,
      networkFee: FEES.networkFee,
      total: 167.89,
    });
  });

  it('caps the ACH fee', () => {
    const small = priceOrder({ price: 100, quantity: 1, paymentMethodType: 'ach' });
    expect(small.clientProcessingFee).toBe(1);
    const large = priceOrder({ price: 10_000, quantity: 1, paymentMethodType: 'ach' });
    expect(large.clientProcessingFee).toBe(FEES.ach.cap);
    expect(large.total).toBe(10_000 + 5 + FEES.networkFee);
  });

  it('keeps the total the exact sum of its rounded parts', () => {
    for (const price of [0, 0.01, 0.1, 0.2, 1.005, 19.99, 498.6, 1234.565]) {
      const q = priceOrder({
        price,
        quantity: 7,
        taxRates: { US: 8.875 },
        address: { countryCode: 'US' },
        paymentMethodType: 'international_debit',
      });
      const cents = (n: number) => Math.round(n * 100);
      expect(cents(q.total)).toBe(
        cents(q.subtotal) + cents(q.tax) + cents(q.clientProcessingFee) + cents(q.networkFee),
      );
      expect(Number.isInteger(cents(q.total))).toBe(true);
      expect(q.total * 100).toBeCloseTo(cents(q.total), 6);
    }
  });
});
