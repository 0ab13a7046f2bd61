// Policy checks over the code that runs in merchants' pages (the widget, the embeds, the card
// frame, and the API layer and shared rules they import): it must work under a strict CSP with
// Trusted Types, and stay small.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sliceParts } from '../src/test/sliceParts.js';

const ROOTS = [
  'src/checkout',
  'src/embed',
  'src/frame',
  'src/api',
  ...sliceParts('widget', 'frame', 'api'),
];
const sources = ROOTS.flatMap((root) =>
  (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)testing\//.test(file))
    .map((file) => ({ file: join(root, file), text: readFileSync(join(root, file), 'utf8') })),
);
const offending = (pattern: RegExp) =>
  sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('browser sources', () => {
  it('never write HTML from strings or set inline styles', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.some(({ file }) => file.startsWith('src/slices/'))).toBe(true);
    // CSSOM custom properties (`style.setProperty('--x', …)`) are allowed: a CSP without
    // 'unsafe-inline' governs style attributes in markup, not the CSSOM.
    expect(
      offending(
        /\.innerHTML|\.outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML|document\.write|\.style\.(?!setProperty\(|removeProperty\()|\sstyle=\{|setAttribute\(\s*['"]style/,
      ),
    ).toEqual([]);
  });

  it('use zod/mini only', () => {
    expect(offending(/from 'zod(?:\/v4)?'/)).toEqual([]);
  });
});
