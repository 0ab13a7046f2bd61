// The example purchase every part shows: the OpenAPI document's examples, the tests' fixtures,
// the demo shop and the bench start from these and change only what their case needs.
import type { Buyer } from './checkoutBuyer.js';

/** The example buyer, a US adult with a street address. `+1 990…` is a verified test phone. */
export const EXAMPLE_BUYER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  emailAddress: 'ada@example.com',
  phone: '+1 990 555 0100',
  address: {
    street1: '1 Main St',
    city: 'San Francisco',
    regionCode: 'CA',
    postalCode: '94105',
    countryCode: 'US',
  },
} as const satisfies Buyer;

/** The example NFT: its name and picture. */
export const EXAMPLE_NFT = {
  name: 'Genesis #1',
  imageUrl: 'https://example.com/nft/1.png',
} as const;
