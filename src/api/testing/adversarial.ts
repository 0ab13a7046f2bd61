// Test-only: inputs that make a backtracking pattern slow, and a timer for the worst of them.

/**
 * What patterns repeat (digits, letters, separators, the pieces of user agents, emails, IPs and
 * PO boxes), each repeated to `length` characters and ended by a character that makes a match
 * fail only at the very end: the shape of every super-linear case.
 */
const UNITS = [
  '1',
  'a',
  'A',
  ' ',
  '.',
  '-',
  '_',
  "'",
  '+',
  '1.',
  'a.',
  'a-',
  '1_',
  '1 ',
  '1-',
  'a@',
  ':',
  '1:',
  'p o ',
  'post ',
  'Version/1 ',
  'Version/1.',
  ' Build/',
  'Android 1; ',
  'CPU OS 1_',
  '+fraud',
];
const ENDINGS = ['', 'x', '!', '@', ')', '\u0000'];

export function adversarialStrings(length = 60_000): string[] {
  return UNITS.flatMap((unit) => {
    const run = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
    return ENDINGS.map((end) => run + end);
  });
}

/**
 * The slowest of `inputs` for `fn`, in ms. An input over `limitMs` is timed twice more and keeps
 * its best time, so a GC pause or a busy CPU does not count as a slow pattern; the first input
 * that stays over it is the answer.
 */
export function slowest(
  fn: (input: string) => unknown,
  inputs: readonly string[],
  limitMs = 50,
): { ms: number; input: string } {
  let worst = { ms: 0, input: '' };
  for (const input of inputs) {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3 && best >= limitMs; run++) {
      const started = performance.now();
      fn(input);
      best = Math.min(best, performance.now() - started);
    }
    if (best > worst.ms) worst = { ms: best, input };
    if (best >= limitMs) break;
  }
  return worst;
}

/** A short, printable name of an input for a failure message. */
export const describeInput = (input: string) =>
  `${JSON.stringify(input.slice(0, 24))}… (${input.length} chars)`;
