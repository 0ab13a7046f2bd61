import type { CatalogItemId } from '../catalog.js';

/**
 * The shop's own record of what it sold, by order id: which item, and whether the shop delivers
 * it itself. The webhook says what happened to an order; this record says what the shop owes for
 * it, so a delivery is decided on the server's own data, never on anything from a browser.
 * Bounded: the oldest sale is forgotten first (its webhooks are still recorded, but no longer
 * lead to a delivery).
 */
export interface Sale {
  orderId: string;
  referenceId: string;
  item: CatalogItemId;
  /** No smart contract delivers it: the shop posts `Delivered` on a verified order.processed. */
  shopDelivers: boolean;
  /** The hash of the shop's delivery, made once so a retried `Delivered` event is the same. */
  transactionHash?: string;
}

export const MAX_SALES = 1000;

export function createSales(max = MAX_SALES) {
  const sales = new Map<string, Sale>();
  return {
    add(sale: Sale): void {
      sales.set(sale.orderId, sale);
      if (sales.size > max) sales.delete(sales.keys().next().value as string);
    },
    get(orderId: string): Sale | undefined {
      return sales.get(orderId);
    },
  };
}

export type Sales = ReturnType<typeof createSales>;
