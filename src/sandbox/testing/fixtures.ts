// Test-only: plain values for unit tests that must not start a server.
import type { Buyer } from '../../api/checkoutBuyer.js';

export function buyer(over: Partial<Buyer> = {}): Buyer {
  return {
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
    ...over,
  };
}
