import { describe, expect, it } from 'vitest';
import { memoryStore } from './storage.js';
import { createVerificationLog, VERIFICATION_LOG_ORDERS } from './verificationLog.js';

describe('verification log', () => {
  it('counts what each order told, only ever upwards, in the store it is given', () => {
    const store = memoryStore();
    const log = createVerificationLog(store);
    expect(log.delivered('ord_1')).toBe(0);
    log.markDelivered('ord_1', 2);
    log.markDelivered('ord_1', 1);
    log.markDelivered('ord_2', 1);
    // A new page (a reload) reads the same counts.
    const again = createVerificationLog(store);
    expect(again.delivered('ord_1')).toBe(2);
    expect(again.delivered('ord_2')).toBe(1);
  });

  it('keeps the latest orders only, one entry in the store', () => {
    const store = memoryStore();
    const log = createVerificationLog(store);
    for (let n = 1; n <= VERIFICATION_LOG_ORDERS + 5; n++) log.markDelivered(`ord_${n}`, 1);
    // An order told again moves to the end: it is kept.
    log.markDelivered('ord_6', 2);
    log.markDelivered(`ord_${VERIFICATION_LOG_ORDERS + 6}`, 1);
    const kept = JSON.parse(store.get('nftc:verifications') ?? '{}') as Record<string, number>;
    expect(Object.keys(kept)).toHaveLength(VERIFICATION_LOG_ORDERS);
    expect(log.delivered('ord_1')).toBe(0);
    expect(log.delivered('ord_6')).toBe(2);
    expect(log.delivered(`ord_${VERIFICATION_LOG_ORDERS + 6}`)).toBe(1);
  });

  it('reads anything else in its entry as nothing told', () => {
    for (const stored of ['not json', '[1,2]', 'null', '{"ord_1":"3","ord_2":-1,"ord_3":1.5}']) {
      const store = memoryStore();
      store.set('nftc:verifications', stored);
      const log = createVerificationLog(store);
      expect(log.delivered('ord_1')).toBe(0);
      expect(log.delivered('ord_2')).toBe(0);
      expect(log.delivered('ord_3')).toBe(0);
      log.markDelivered('ord_1', 1);
      expect(log.delivered('ord_1')).toBe(1);
    }
  });
});
