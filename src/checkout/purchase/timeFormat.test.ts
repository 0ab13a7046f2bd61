import { describe, expect, it } from 'vitest';
import { createTimeFormat } from './timeFormat.js';

describe('createTimeFormat', () => {
  it('formats durations', () => {
    const f = createTimeFormat('en-US');
    expect(f.duration(65)).toBe('1:05');
    expect(f.duration(3605)).toBe('1:00:05');
    expect(f.duration(-3)).toBe('0:00');
  });

  it('writes durations and times in the locale', () => {
    // Arabic (Egypt) uses Arabic-Indic digits.
    expect(createTimeFormat('ar-EG').duration(65)).toBe('١:٠٥');
    expect(createTimeFormat('en-US', 'UTC').time('2026-11-22T10:30:00.000Z')).toMatch(
      /^10:30\sAM$/,
    );
    expect(createTimeFormat('en-GB', 'UTC').time('2026-11-22T10:30:00.000Z')).toBe('10:30');
    expect(createTimeFormat('en-US').time('not a date')).toBeUndefined();
  });
});
