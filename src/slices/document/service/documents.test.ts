import { describe, expect, it } from 'vitest';
import { createDocumentMemory, DOCUMENT_RULES } from './documents.js';

const DAY = 24 * 60 * 60_000;

describe('the memory of verified documents', () => {
  it('remembers a customer for 90 days from the verdict, per merchant', () => {
    const memory = createDocumentMemory();
    memory.remember('m1', 'c1', 'v1', 1000, 0);
    expect(memory.recall('m1', 'c1', 999)).toBeUndefined();
    expect(memory.recall('m1', 'c1', 1000)).toBe('v1');
    expect(memory.recall('m1', 'c1', 1000 + 90 * DAY - 1)).toBe('v1');
    expect(memory.recall('m1', 'c1', 1000 + 90 * DAY)).toBeUndefined();
    expect(memory.recall('m2', 'c1', 1000)).toBeUndefined();
    expect(memory.recall('m1', 'c2', 1000)).toBeUndefined();
  });

  it('keeps the latest verification of a customer', () => {
    const memory = createDocumentMemory();
    memory.remember('m1', 'c1', 'v1', 0, 0);
    memory.remember('m1', 'c1', 'v2', 10, 10);
    expect(memory.recall('m1', 'c1', 10)).toBe('v2');
  });

  it('keeps at most the cap per merchant, forgetting the oldest', () => {
    const memory = createDocumentMemory();
    const max = DOCUMENT_RULES.maxPerMerchant;
    for (let i = 0; i <= max; i++) memory.remember('m1', `c${i}`, `v${i}`, 0, 0);
    memory.remember('m2', 'c0', 'other', 0, 0);
    expect(memory.recall('m1', 'c0', 1)).toBeUndefined();
    expect(memory.recall('m1', 'c1', 1)).toBe('v1');
    expect(memory.recall('m1', `c${max}`, 1)).toBe(`v${max}`);
    expect(memory.recall('m2', 'c0', 1)).toBe('other');
  });
});
