// Identity documents verified in a checkout, per merchant and customer (the order's userId), so
// the same customer is not asked again for 90 days. In this process's memory, like the phone
// codes: it holds verification ids and times only, never a document's data or images.

export const DOCUMENT_RULES = {
  /** A verified document is not asked for again by the same merchant for 90 days. */
  verifiedForMs: 90 * 24 * 60 * 60_000,
  /**
   * Customers remembered per merchant; past it, expired ones are forgotten first, then the oldest
   * (who is then asked for a document again: the safe side).
   */
  maxPerMerchant: 10_000,
} as const;

interface DocumentEntry {
  verificationId: string;
  /** When the verdict was out: the document counts from then on. */
  verifiedAt: number;
}

export function createDocumentMemory() {
  /** merchant → customer → the latest verification, oldest first. */
  const merchants = new Map<string, Map<string, DocumentEntry>>();
  const live = (entry: DocumentEntry, now: number) =>
    entry.verifiedAt <= now && now < entry.verifiedAt + DOCUMENT_RULES.verifiedForMs;

  return {
    /** Remembers `verificationId` for the customer from `verifiedAt` (which may be ahead). */
    remember(
      merchantId: string,
      customerId: string,
      verificationId: string,
      verifiedAt: number,
      now: number,
    ): void {
      let customers = merchants.get(merchantId);
      if (!customers) {
        customers = new Map();
        merchants.set(merchantId, customers);
      }
      customers.delete(customerId);
      if (customers.size >= DOCUMENT_RULES.maxPerMerchant) {
        for (const [id, entry] of customers) {
          if (entry.verifiedAt + DOCUMENT_RULES.verifiedForMs <= now) customers.delete(id);
        }
      }
      if (customers.size >= DOCUMENT_RULES.maxPerMerchant) {
        const oldest = customers.keys().next().value as string;
        customers.delete(oldest);
      }
      customers.set(customerId, { verificationId, verifiedAt });
    },

    /** The verification id of the customer's document verified within 90 days, if any. */
    recall(merchantId: string, customerId: string, now: number): string | undefined {
      const entry = merchants.get(merchantId)?.get(customerId);
      return entry && live(entry, now) ? entry.verificationId : undefined;
    },
  };
}

export type DocumentMemory = ReturnType<typeof createDocumentMemory>;
