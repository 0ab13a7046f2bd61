/** A top-level domain a merchant registered for wallets; keyed by `scopedKey(merchantId, domain)`. */
export interface PaymentDomainRecord {
  merchantId: string;
  domain: string;
  createdAt: number;
}
