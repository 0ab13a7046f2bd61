/** The digits of what the buyer typed, in order. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** Index in `formatted` just after its `count`-th digit: keeps the caret put while reformatting. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === count) return i + 1;
  }
  return formatted.length;
}
