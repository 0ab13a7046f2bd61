import type { SomeDocs } from '../docTypes.js';
import * as ex from '../examples.js';

export const QUOTE_DOCS = {
  quoteCheckout: {
    description: [
      'Price, tax, fees and total for an address and a payment method. The order does not change.',
      '',
      '- `subtotal` is `nft.price × nft.quantity`. The tax rate is the `taxRates` entry of `US-CA` (country and region) before `US`; with neither, 0 and `taxRegion` null.',
      '- `clientProcessingFee`: 3.5 % + $0.30 for cards, 1 % (at most $5) for ACH; `networkFee`: $1.50. Each part is rounded to cents and `total` is their sum.',
      '- The payment method type must be one this checkout offers (400 naming `paymentMethodType`).',
    ].join('\n'),
    body: {
      example: { address: { countryCode: 'US', regionCode: 'CA' }, paymentMethodType: 'us_credit' },
    },
    response: { description: 'The price.', example: ex.quote },
  },
} satisfies SomeDocs;
