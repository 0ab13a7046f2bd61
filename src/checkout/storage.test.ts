import { describe, expect, it } from 'vitest';
import { memoryStore, tabStore } from './storage.js';

describe('tabStore', () => {
  it('reads back what it wrote through sessionStorage', () => {
    const store = tabStore();
    store.set('nftc:test:a', '1');
    expect(sessionStorage.getItem('nftc:test:a')).toBe('1');
    expect(store.get('nftc:test:a')).toBe('1');
  });

  it('falls back to memory when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const store = tabStore(() => throwing);
    store.set('nftc:test:b', 'x');
    expect(store.get('nftc:test:b')).toBe('x');
  });

  it('falls back to memory when getting storage itself throws', () => {
    const store = tabStore(() => {
      throw new Error('SecurityError');
    });
    store.set('nftc:test:c', 'y');
    expect(store.get('nftc:test:c')).toBe('y');
  });
});

describe('memoryStore', () => {
  it('keeps values per instance', () => {
    const a = memoryStore();
    a.set('k', 'v');
    expect(a.get('k')).toBe('v');
    expect(memoryStore().get('k')).toBeNull();
  });
});
