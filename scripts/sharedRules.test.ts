// Policy: each rule the widget, the card frame, the element and the sandbox share is declared
// once, in src/api (the sandbox's test values in src/sandbox, which the demo reads). A copy
// elsewhere would drift (it did: the widget counted ages in local time, the service in UTC), so a
// declaration's tell-tale shape outside its home fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_CARD_NUMBERS } from '../src/slices/card/api/testCards.js';

const sourcesOf = (root: string) =>
  (readdirSync(root, { recursive: true }) as string[])
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$|(^|\/)(testing|test)\//.test(file),
    )
    .map((file) => ({ file: join(root, file), text: readFileSync(join(root, file), 'utf8') }));

const sources = sourcesOf('src');
// The demo is a host: it may use the host's names (callbacks, events), not the sandbox's values.
const demoSources = sourcesOf('demo');

/** Files whose code (comments left out) matches `pattern`. */
function declaring(pattern: RegExp, within = sources): string[] {
  return within
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
  // Listed, or derived from the event type as hostEvents.ts does.
  [
    'the DOM event names',
    'src/api/hostEvents.ts',
    /'nftc-(?:ready|complete|error)'|`nftc-\$\{type\b/,
  ],
  ['the callback names', 'src/api/hostEvents.ts', /\bonDeclined\??:|'onDeclined'/],
  ['the tax id token pattern', 'src/api/formats.ts', /\^tid_|['"`]tid_['"`]/],
  [
    'the SSN pattern',
    'src/api/ssn.ts',
    /(?:ssn|taxId).*(?:\\d|\[0-9\])\{9\}|(?:\\d|\[0-9\])\{9\}.*(?:ssn|taxId)|===\s*666\b/i,
  ],
  [
    'the final-state predicate by name',
    'src/api/lifecycle.ts',
    /\b(?:function|const|let)\s+isFinalState\b/,
  ],
];

/** The sandbox's test cards, which the demo's scenarios and the e2e suite pay with. */
const SANDBOX_RULES: Array<[rule: string, home: string, pattern: RegExp]> = [
  [
    'the test card numbers',
    'src/slices/card/api/testCards.ts',
    new RegExp(`\\b(?:${Object.values(TEST_CARD_NUMBERS).join('|')})\\b`),
  ],
  [
    'the test card table',
    'src/slices/card/service/cardRules.ts',
    /\b(?:const|let|var)\s+TEST_CARDS\b/,
  ],
];

describe('shared rules', () => {
  it('reads the sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it.each(RULES)('%s is declared once, in %s', (_, home, pattern) => {
    expect(declaring(pattern)).toEqual([home]);
  });

  it.each(SANDBOX_RULES)('%s is declared once, in %s, the demo included', (_, home, pattern) => {
    expect(demoSources.length).toBeGreaterThan(10);
    expect(declaring(pattern, [...sources, ...demoSources])).toEqual([home]);
  });

  it.each([
    ['the tax id token pattern', 'const TOKEN = /^tid_[A-Za-z0-9]{16,64}$/;'],
    ['the tax id token prefix', "let token = 'tid_';"],
    ['the SSN pattern', "taxId: pattern(/^\\d{9}$/, 9, 'must be the 9 digits of the SSN'),"],
    ['the SSN pattern', 'const SSN = /^[0-9]{9}$/;'],
    ['a test card number', "export const TEST_CARDS = { usCredit: '4242424242424242' };"],
    ['a final-state predicate', 'export function isFinalState(state: OrderState) {'],
    ['a DOM event name', "const name = 'nftc-complete';"],
    ['the DOM event names', 'const eventName = (type: string) => `nftc-\u0024{type}`;'],
  ])('catches a copy of %s', (_, copy) => {
    const patterns = [...RULES, ...SANDBOX_RULES].map(([, , pattern]) => pattern);
    expect(patterns.some((pattern) => pattern.test(copy))).toBe(true);
  });
});
