import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_CODES,
  DECLINE_REASON_CODES,
  ORDER_STATUSES,
  orderEventSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  orderStatusSchema,
  REPORTABLE_STATUSES,
  successSchema,
} from './orders.js';
import { order } from './testing/fixtures.js';
import { accepts, failingPaths } from './testing/schemaCheck.js';

describe('order status (spec 3, plus Processing)', () => {
  it('has the seven states of the spec and Processing', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      [
        'Cancelled',
        'Complete',
        'Declined',
        'Draft',
        'Expired',
        'Processed',
        'Processing',
        'Refunded',
      ].sort(),
    );
    for (const status of ORDER_STATUSES) expect(accepts(orderStatusSchema, status)).toBe(true);
  });

  it.each(['draft', 'COMPLETE', 'Pending', ''])('refuses %j', (status) => {
    expect(accepts(orderStatusSchema, status)).toBe(false);
  });

  it('reportable statuses are the five the frontend captures', () => {
    expect(REPORTABLE_STATUSES).toEqual([
      'Expired',
      'Processed',
      'Declined',
      'Cancelled',
      'Complete',
    ]);
  });

  it('reason codes: the four cancel codes of the spec and our decline codes', () => {
    expect(CANCEL_REASON_CODES).toEqual(['NETF', 'PRCC', 'RISD', 'NA']);
    expect(DECLINE_REASON_CODES).toEqual([
      'CARD_DECLINED',
      'INSUFFICIENT_FUNDS',
      'BANK_DECLINED',
      'AUTHENTICATION_FAILED',
    ]);
  });
});

describe('order (spec 2.5)', () => {
  const paths = (patch: Record<string, unknown>) =>
    failingPaths(orderSchema, { ...order(), ...patch });

  it('accepts the example, and the minimal order (id, createdAt, status)', () => {
    expect(paths({})).toEqual([]);
    expect(
      failingPaths(orderSchema, { id: 'o', createdAt: '2026-01-01T00:00:00Z', status: 'Draft' }),
    ).toEqual([]);
  });

  it('money is a number: a fractional total is accepted, a string is not', () => {
    expect(paths({ total: 498.6 })).toEqual([]);
    expect(paths({ total: '500' })).toEqual(['total']);
    expect(paths({ subtotal: '498.6' })).toEqual(['subtotal']);
    expect(paths({ processingFees: { tax: '1' } })).toEqual(['processingFees.tax']);
  });

  it.each([
    ['id', ''],
    ['id', undefined],
    ['status', 'Shipped'],
    ['createdAt', undefined],
    ['error', { reasonCode: 7 }],
    ['withdrawal', { txHash: 1 }],
  ])('refuses %s %j', (field, value) => {
    expect(paths({ [field]: value })[0]?.split('.')[0]).toBe(field);
  });

  it("referenceId is the merchant's string, or null when none was given", () => {
    expect(paths({ referenceId: null })).toEqual([]);
    expect(paths({ referenceId: 'ref-1' })).toEqual([]);
    expect(paths({ referenceId: 7 })).toEqual(['referenceId']);
  });

  it('carries a reason code on error', () => {
    expect(paths({ status: 'Cancelled', error: { reasonCode: 'NETF' } })).toEqual([]);
  });

  it('GET /orders answers a list', () => {
    expect(accepts(orderListSchema, [order(), order()])).toBe(true);
    expect(accepts(orderListSchema, [])).toBe(true);
    expect(accepts(orderListSchema, order())).toBe(false);
  });
});

describe('order list query (spec 4, #2)', () => {
  const paths = (value: unknown) => failingPaths(orderListQuerySchema, value);

  it('accepts startDate and its machine-readable spelling startData', () => {
    expect(paths({ startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual([]);
    expect(paths({ startData: '2026-01-01' })).toEqual([]);
    expect(paths({ startDate: '2026-01-01', startData: '2026-01-01' })).toEqual([]);
  });

  it('refuses two different start dates', () => {
    expect(paths({ startDate: '2026-01-01', startData: '2026-01-02' })).toEqual(['startData']);
  });

  it.each(['startDate', 'startData', 'endDate'])('%s is YYYY-MM-DD', (field) => {
    expect(paths({ [field]: '2026-1-1' })).toEqual([field]);
    expect(paths({ [field]: '2026-01-01T00:00:00Z' })).toEqual([field]);
  });

  it('takes reference and externalUserId as strings', () => {
    expect(paths({ reference: 'r', externalUserId: 'u' })).toEqual([]);
    expect(paths({ reference: 1 })).toEqual(['reference']);
  });
});

describe('order event (spec 2.6)', () => {
  const event = { type: 'Delivered', orderId: 'ord_1', transactionHash: '0x1' };
  const paths = (value: unknown) => failingPaths(orderEventSchema, value);

  it('accepts a Delivered event with orderId, with referenceId, or with both', () => {
    expect(paths(event)).toEqual([]);
    expect(paths({ type: 'Delivered', referenceId: 'ref', transactionHash: '0x1' })).toEqual([]);
    expect(paths({ ...event, referenceId: 'ref' })).toEqual([]);
  });

  it('needs orderId or referenceId', () => {
    expect(paths({ type: 'Delivered', transactionHash: '0x1' })).toEqual(['orderId']);
    expect(paths({ ...event, orderId: '' })).toEqual(['orderId']);
  });

  it('type is Delivered', () => {
    expect(paths({ ...event, type: 'Shipped' })).toEqual(['type']);
    expect(paths({ ...event, type: undefined })).toEqual(['type']);
  });

  it('a Delivered event carries the transaction hash', () => {
    expect(paths({ ...event, transactionHash: undefined })).toEqual(['transactionHash']);
    expect(paths({ ...event, transactionHash: '' })).toEqual(['transactionHash']);
  });

  it('answers success true', () => {
    expect(accepts(successSchema, { success: true })).toBe(true);
    expect(accepts(successSchema, { success: false })).toBe(false);
    expect(accepts(successSchema, { success: 'true' })).toBe(false);
  });
});
