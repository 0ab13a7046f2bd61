/** An order as GET /v1/orders/{id} returns it (506 bytes): the bare ceiling answers with it. */
export const SAMPLE_ORDER_JSON = JSON.stringify({
  id: '62b64346-a7ec-476d-8cc4-611c028fca23',
  createdAt: '2026-11-22T09:02:12.828Z',
  referenceId: 'b96b21ac-5ca1-4077-8ee8-86645ab27adb',
  status: 'Draft',
  expiresAt: '2026-11-22T09:32:12.828Z',
  userId: '9318df0c-4051-4ab6-a595-3dc2a787201e',
  total: 105.3,
  subtotal: 100,
  processingFees: { tax: 0, clientProcessingFee: 3.8, networkFee: 1.5 },
  payment: { currency: 'usd', paymentMethodType: 'us_debit' },
  data: {
    transactionType: 'nft',
    name: 'Genesis #1',
    price: '100',
    imageUrl: 'https://example.com/1.png',
  },
});
