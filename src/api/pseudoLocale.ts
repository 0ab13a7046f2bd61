// The pseudo-locale's words (en-XA): each English text accented, so an untranslated string
// stands out, and 40 % longer in short words, the way German or French run longer, so a layout
// that clips or overlaps shows it. Placeholders (`{reason}`) and the values a text is given stay
// as they are.

const ACCENTED: Record<string, string> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'î',
  n: 'ñ',
  o: 'ö',
  u: 'û',
  y: 'ý',
  A: 'Å',
  C: 'Ç',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ö',
  U: 'Û',
  Y: 'Ý',
};

/** Words of the padding: short enough to wrap like real ones. */
const PADDING = ['ļöñĝ', 'ţéxţ', 'ŵîðé'];

/** How much longer each text becomes. */
export const PSEUDO_GROWTH = 0.4;

/** `text` accented, its `{placeholders}` untouched. */
const accent = (text: string): string =>
  text.replace(/\{[^{}]*\}|[aceinouyACEINOUY]/g, (match) => ACCENTED[match] ?? match);

/** ` ļöñĝ ţéxţ…` adding at least `count` characters. */
function padding(count: number): string {
  let pad = '';
  for (let word = 0; pad.length < count; word += 1) pad += ` ${PADDING[word % PADDING.length]}`;
  return pad;
}

/**
 * One text in the pseudo-locale: accented, padded by 40 % of its length, between ⟦ ⟧ so a cut
 * end shows. An empty text stays empty (it means "nothing to say").
 */
export function pseudoText(text: string): string {
  if (text === '') return text;
  return `⟦${accent(text)}${padding(Math.ceil(text.length * PSEUDO_GROWTH))}⟧`;
}

type Pseudo<T> = T extends string ? string : { [K in keyof T]: Pseudo<T[K]> };

/**
 * A whole catalog in the pseudo-locale: every text, each form of a counted one too, passed
 * through pseudoText; the shape is the same, so it stands wherever the English one does.
 */
export function pseudoLocalize<T>(catalog: T): Pseudo<T> {
  if (typeof catalog === 'string') return pseudoText(catalog) as Pseudo<T>;
  if (typeof catalog !== 'object' || catalog === null) return catalog as Pseudo<T>;
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [key, pseudoLocalize(value)]),
  ) as Pseudo<T>;
}
