import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.js';

/** Intl puts a no-break space between a number and its unit. */
const size = (bytes: number, locale: string) => formatFileSize(bytes, locale).replace(/\s/g, ' ');

describe('formatFileSize', () => {
  it('counts in bytes, kilobytes and megabytes of 1024, to one decimal', () => {
    expect(size(512, 'en')).toBe('512 byte');
    expect(size(340 * 1024, 'en')).toBe('340 kB');
    expect(size(2.1 * 1024 * 1024, 'en')).toBe('2.1 MB');
    expect(size(10 * 1024 * 1024, 'en')).toBe('10 MB');
  });

  it("writes the locale's digits and unit", () => {
    expect(size(2.1 * 1024 * 1024, 'fr')).toBe('2,1 Mo');
    expect(size(2.1 * 1024 * 1024, 'de')).toBe('2,1 MB');
  });
});
