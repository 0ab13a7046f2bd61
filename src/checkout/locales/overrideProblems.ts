import { isCounted, type Text, textProblem } from '../../api/text.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every problem of the merchant's `strings` against the English catalog's shape, by option path. */
export function overrideProblems(given: unknown, english: object, path = 'strings'): string[] {
  if (!isObject(given)) return [`${path} must be an object of texts, e.g. { main: { … } }.`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(given)) {
    const at = `${path}.${key}`;
    const source: unknown = Object.hasOwn(english, key)
      ? (english as Record<string, unknown>)[key]
      : undefined;
    if (source === undefined) {
      problems.push(`${at} is not a text of the checkout: check the key against the catalog.`);
    } else if (typeof source === 'string' || isCounted(source)) {
      const problem = textProblem(source as Text, value);
      if (problem) problems.push(`${at} ${problem}`);
    } else if (isObject(source)) {
      problems.push(...overrideProblems(value, source, at));
    }
  }
  return problems;
}
