// Policy: each rule the widget, the card frame, the element and the sandbox share is declared
// once, in src/api. A copy elsewhere would drift (it did: the widget counted ages in local time,
// the service in UTC), so a declaration's tell-tale shape outside its home fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (readdirSync('src', { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$|(^|\/)(testing|test)\//.test(file))
  .map((file) => ({ file: join('src', file), text: readFileSync(join('src', file), 'utf8') }));

/** Files whose code (comments left out) matches `pattern`. */
function declaring(pattern: RegExp): string[] {
  return sources
    .filter(({ text }) =>
      pattern.test(
        text
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
          .join('\n'),
      ),
    )
    .map(({ file }) => file);
}

const RULES: Array<[rule: string, home: string, pattern: RegExp]> = [
  ['the order transition table', 'src/api/lifecycle.ts', /\bDraft:\s*\[/],
  [
    'the final statuses',
    'src/api/lifecycle.ts',
    /\[\s*'(?:Complete|Expired|Refunded)',\s*'(?:Complete|Expired|Refunded)',\s*'(?:Complete|Expired|Refunded)'\s*\]/,
  ],
  ['the payable predicate', 'src/api/lifecycle.ts', /'Declined'\s*&&\s*[\w.]*attemptsLeft\s*>\s*0/],
  [
    'the final-state predicate',
    'src/api/lifecycle.ts',
    /'Declined'\s*&&\s*[\w.]*attemptsLeft\s*===\s*0/,
  ],
  ['the minimum age', 'src/api/buyerRules.ts', /\bMIN(?:IMUM)?_AGE\s*=|\bage\s*<\s*18\b/],
  ['the PO box pattern', 'src/api/buyerRules.ts', /post\\s\+office/],
  [
    'the host event types',
    'src/api/hostEvents.ts',
    /\[\s*'expired',\s*'processed',\s*'declined',\s*'cancelled',\s*'complete'/,
  ],
  ['the DOM event names', 'src/api/hostEvents.ts', /'nftc-(?:ready|complete|error)'/],
  ['the callback names', 'src/api/hostEvents.ts', /\bonDeclined\??:|'onDeclined'/],
];

describe('shared rules', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it.each(RULES)('%s is declared once, in %s', (_, home, pattern) => {
    expect(declaring(pattern)).toEqual([home]);
  });
});
