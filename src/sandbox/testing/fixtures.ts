// Test-only: plain values for unit tests that must not start a server.
import type { Buyer } from '../../api/checkoutBuyer.js';
import { EXAMPLE_BUYER } from '../../api/exampleData.js';

export function buyer(over: Partial<Buyer> = {}): Buyer {
  return {
    ...EXAMPLE_BUYER,
    address: { ...EXAMPLE_BUYER.address },
    ...over,
  };
}
